import { EDITOR_EXTENSIONS } from '@doclens/generated-documents/editor-extensions';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  List,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/class-names';
import { GENERATED_HTML_CLASSES } from './generated-html-styles';

export interface EditorChange {
  html: string;
  text: string;
}

interface RichTextEditorProps {
  initialHtml: string;
  /** Called once the editor has read the HTML, with the HTML as the editor writes it. */
  onReady: (change: EditorChange) => void;
  onChange: (change: EditorChange) => void;
}

export const changeOf = (editor: Editor): EditorChange => ({ html: editor.getHTML(), text: editor.getText() });

/**
 * What the single-user and the collaborative editor share: drawn at once, the toolbar redrawn on
 * every change (its buttons show the marks at the cursor), and the text area as a labelled textbox.
 */
export function documentEditorOptions({ readOnly }: { readOnly: boolean }) {
  return {
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        'aria-label': 'Document content',
        'aria-multiline': 'true',
        'aria-readonly': String(readOnly),
        role: 'textbox',
        class: cn('min-h-[24rem] rounded-b-md border p-4 focus-visible:outline-none', GENERATED_HTML_CLASSES),
      },
    },
  };
}

/** The rich-text area with its toolbar, and the collapsible HTML source under it. */
export function RichTextEditor({ initialHtml, onReady, onChange }: RichTextEditorProps) {
  const [sourceOpen, setSourceOpen] = useState(false);
  const [source, setSource] = useState('');
  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: initialHtml,
    ...documentEditorOptions({ readOnly: false }),
    onCreate: ({ editor: created }) => onReady(changeOf(created)),
    onUpdate: ({ editor: updated }) => {
      const change = changeOf(updated);
      setSource(change.html);
      onChange(change);
    },
  });

  const toggleSource = () => {
    if (!sourceOpen && editor) setSource(editor.getHTML());
    setSourceOpen(!sourceOpen);
  };
  const editSource = (html: string) => {
    setSource(html);
    if (!editor) return;
    editor.commands.setContent(html, { emitUpdate: false });
    onChange(changeOf(editor));
  };

  return (
    <div className="grid gap-3">
      <div>
        <EditorToolbar editor={editor} />
        <EditorContent editor={editor} />
      </div>
      <div className="grid gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          aria-expanded={sourceOpen}
          onClick={toggleSource}
        >
          <Code aria-hidden="true" />
          {sourceOpen ? 'Hide HTML source' : 'Edit HTML source'}
        </Button>
        {sourceOpen && (
          <Textarea
            aria-label="HTML source"
            className="min-h-48 font-mono text-xs"
            value={source}
            onChange={(event) => editSource(event.target.value)}
          />
        )}
      </div>
    </div>
  );
}

export function EditorToolbar({ editor }: { editor: Editor | null }) {
  if (!editor) return null;
  const run = () => editor.chain().focus();
  const item = (label: string, icon: ReactNode, active: boolean, action: () => void) => (
    <Button
      key={label}
      type="button"
      variant={active ? 'secondary' : 'ghost'}
      size="icon"
      aria-label={label}
      aria-pressed={active}
      title={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={action}
    >
      {icon}
    </Button>
  );
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 rounded-t-md border border-b-0 bg-muted/40 p-1"
    >
      {item('Heading 1', <Heading1 aria-hidden="true" />, editor.isActive('heading', { level: 1 }), () =>
        run().toggleHeading({ level: 1 }).run(),
      )}
      {item('Heading 2', <Heading2 aria-hidden="true" />, editor.isActive('heading', { level: 2 }), () =>
        run().toggleHeading({ level: 2 }).run(),
      )}
      {item('Heading 3', <Heading3 aria-hidden="true" />, editor.isActive('heading', { level: 3 }), () =>
        run().toggleHeading({ level: 3 }).run(),
      )}
      {item('Bold', <Bold aria-hidden="true" />, editor.isActive('bold'), () => run().toggleBold().run())}
      {item('Italic', <Italic aria-hidden="true" />, editor.isActive('italic'), () => run().toggleItalic().run())}
      {item('Bullet list', <List aria-hidden="true" />, editor.isActive('bulletList'), () =>
        run().toggleBulletList().run(),
      )}
      {item('Align left', <AlignLeft aria-hidden="true" />, editor.isActive({ textAlign: 'left' }), () =>
        run().setTextAlign('left').run(),
      )}
      {item('Align center', <AlignCenter aria-hidden="true" />, editor.isActive({ textAlign: 'center' }), () =>
        run().setTextAlign('center').run(),
      )}
      {item('Align right', <AlignRight aria-hidden="true" />, editor.isActive({ textAlign: 'right' }), () =>
        run().setTextAlign('right').run(),
      )}
    </div>
  );
}

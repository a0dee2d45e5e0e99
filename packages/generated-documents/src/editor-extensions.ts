import type { Extensions } from '@tiptap/core';
import TextAlign from '@tiptap/extension-text-align';
import StarterKit from '@tiptap/starter-kit';

/**
 * The editor's marks are the server's allow-list (sanitize-generated-html.ts): headings 1–3,
 * paragraphs, bold, italic, bullet lists, line breaks and left/centre/right alignment. Anything
 * else pasted in or typed in the source editor is dropped by the editor's schema. The web editor
 * and the collaboration server build the same schema from this list, so a document edited
 * together turns into the same HTML in the browser and on the server.
 *
 * `history: false` is for the collaborative editor, whose undo comes with Yjs (it undoes only the
 * user's own changes); the schema is the same either way.
 */
export function editorExtensions({ history = true }: { history?: boolean } = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: false,
      orderedList: false,
      strike: false,
      underline: false,
      ...(history ? {} : { undoRedo: false as const }),
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
  ];
}

export const EDITOR_EXTENSIONS: Extensions = editorExtensions();

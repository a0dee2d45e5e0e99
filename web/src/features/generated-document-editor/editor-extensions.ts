import TextAlign from '@tiptap/extension-text-align';
import StarterKit from '@tiptap/starter-kit';

/**
 * The editor's marks are the server's allow-list (packages/generated-documents): headings 1–3,
 * paragraphs, bold, italic, bullet lists, line breaks and left/centre/right alignment. Anything
 * else pasted in or typed in the source editor is dropped by the editor's schema.
 */
export const EDITOR_EXTENSIONS = [
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
  }),
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
];

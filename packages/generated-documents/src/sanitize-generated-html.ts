import sanitizeHtml from 'sanitize-html';

/** The blocks and marks the editor makes: headings 1-3, paragraphs, bold, italic, bullet lists, line breaks. */
export const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'p', 'strong', 'em', 'ul', 'li', 'br'] as const;
const ALIGNABLE = ['h1', 'h2', 'h3', 'p'] as const;
const ALIGNMENTS = [/^(left|center|right)$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(ALIGNABLE.map((tag) => [tag, ['style']])),
  allowedStyles: Object.fromEntries(ALIGNABLE.map((tag) => [tag, { 'text-align': ALIGNMENTS }])),
  // Whatever cannot be shown safely goes with its content; other unknown tags keep their text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  transformTags: { b: 'strong', i: 'em', h4: 'h3', h5: 'h3', h6: 'h3' },
  allowedSchemes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  parseStyleAttributes: true,
};

/**
 * A generated document's HTML reduced to the editor's allow-list: no script, no event handler, no
 * link, no style but text alignment. Run on everything stored or served, whoever wrote it.
 */
export function sanitizeGeneratedHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

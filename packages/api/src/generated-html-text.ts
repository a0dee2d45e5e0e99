const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The plain text of a generated document's (sanitised) HTML: one line per block, list items as
 * "- " lines, entities decoded. Used for the text download and for analysing a generated contract.
 */
export function generatedHtmlToText(html: string): string {
  // The editor wraps a list item's text in a paragraph: one item is still one line.
  const flatItems = html.replace(/<\/p>\s*<\/li>/gi, '</li>').replace(/<li[^>]*>\s*<p[^>]*>/gi, '<li>');
  return flatItems
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|ul|ol|blockquote|pre|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line, index, lines) => line.length > 0 || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}

// Words of a company name that do not tell one party from another.
const GENERIC_WORDS = new Set([
  'the',
  'inc',
  'inc.',
  'ltd',
  'ltd.',
  'llc',
  'corp',
  'corp.',
  'corporation',
  'company',
  'co.',
  'limited',
]);

/**
 * Whether a party named in a sentence is the reader's: its legal name, a distinctive word of it
 * ("Tollery" for "Tollery Goods Inc."), or one of its defined aliases ("the Licensee").
 */
export function namesReader(name: string, readerNames: readonly string[]): boolean {
  const wanted = name.toLowerCase().replace(/^the\s+/u, '');
  const words = wanted.split(/\s+/u).filter((word) => !GENERIC_WORDS.has(word));
  return readerNames.some((reader) => {
    const own = reader.toLowerCase().replace(/^the\s+/u, '');
    if (own === wanted) return true;
    const ownWords = new Set(own.split(/\s+/u).filter((word) => !GENERIC_WORDS.has(word)));
    return words.some((word) => ownWords.has(word));
  });
}

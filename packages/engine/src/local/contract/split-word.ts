import type { Sentence } from '../../text/sentences';

/** The letters a page ends with ("… 12.1 P", "… the Sel-") and the lower-case letters the next one opens with. */
const PAGE_END_PIECE = /(\p{L}+)-?$/u;
const PAGE_START_PIECE = /^(\p{Ll}+)(?=[\s,;:.)]|$)\s*/u;
const WORD = /\p{L}+/gu;

/**
 * How many characters a sentence opens with that finish a word the page break split ("P" / "elican may
 * …"), so that its quote can start at the next whole word; 0 when it opens with a word of its own. The
 * text layer keeps no mark of the split, so the document's own words decide: the joined word is one it
 * uses elsewhere ("Pelican") and the piece alone is not ("elican"), while "by" / "either party" stays.
 */
export function splitWordPiece(
  sentence: Sentence,
  before: Sentence | undefined,
  words: () => ReadonlyMap<string, number>,
): number {
  if (!before || before.page >= sentence.page) return 0;
  const opening = PAGE_START_PIECE.exec(sentence.text);
  const head = PAGE_END_PIECE.exec(before.text.trimEnd())?.[1];
  if (!opening || !head) return 0;
  const piece = opening[1] ?? '';
  const uses = words();
  const joined = `${head}${piece}`.toLowerCase();
  // The piece itself is one use; a word of its own is used again elsewhere.
  return (uses.get(joined) ?? 0) > 0 && (uses.get(piece.toLowerCase()) ?? 0) <= 1 ? opening[0].length : 0;
}

/** How often a document uses each word, in lower case, counted once for all its clauses. */
export function documentWords(sentences: readonly Sentence[]): () => ReadonlyMap<string, number> {
  let uses: Map<string, number> | undefined;
  return () => {
    if (uses) return uses;
    const counted = new Map<string, number>();
    for (const sentence of sentences) {
      for (const word of sentence.text.match(WORD) ?? []) {
        const lower = word.toLowerCase();
        counted.set(lower, (counted.get(lower) ?? 0) + 1);
      }
    }
    uses = counted;
    return counted;
  };
}

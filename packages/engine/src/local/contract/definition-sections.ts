/**
 * Definitions read in their place in the agreement, where the sentence alone does not show it: the entries
 * under a "Definitions" heading ("1.2 Sale Event." / "The sale of all or substantially all of the assets …"),
 * and the lettered parts a definition goes on with ("“Change of Control” means:" / "(ii) the sale of …").
 */

interface Placed {
  index: number;
  text: string;
}

type ReadRole = (sentence: Placed) => string;

/** "1. Definitions", "ARTICLE I – DEFINITIONS", "Certain Defined Terms.": the number it carries, if any. */
const DEFINITIONS_HEADING =
  /^\s*(?:(?:[Aa]rticle|ARTICLE|[Ss]ection|SECTION)\s+([0-9]+|[IVXLC]+)|([0-9]+)\.?)?\s*[-–—:.]?\s*(?:[Cc]ertain\s+|CERTAIN\s+)?(?:[Dd]efinitions?|DEFINITIONS?|[Dd]efined\s+[Tt]erms|DEFINED\s+TERMS)(?:\s+(?:and|&)\s+\p{L}+)?\s*[.:]?\s*$/u;
/** A top-level section's number: "2. Conversion", "3 Payment", "Article 4", "ARTICLE II" (not "2.1"). */
const TOP_LEVEL_NUMBER =
  /^\s*(?:(?:[Aa]rticle|ARTICLE|[Ss]ection|SECTION)\s+([0-9]+|[IVXLC]+)\b(?!\.\d)|([0-9]+)(?:\.(?!\d)|\s)\s*(?=\p{Lu}))/u;
/** A part of a definition it goes on with: a lettered or numbered item, or words in lower case. */
const CONTINUES = /^\s*(?:\(?(?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)\s|\p{Ll})/u;
/** A heading all in capitals: "PAYMENT", "TERM AND TERMINATION". */
const SECTION_IN_CAPITALS = /^[^\p{Ll}]*\p{Lu}{3,}[^\p{Ll}]*$/u;
/** A promise in an entry's body: an entry under an unnumbered heading never holds one. */
const PROMISE = /\b(?:shall|will|must|agrees?|undertakes?)\b/iu;
/** The most entries read under one heading: a definitions list this long has ended long before. */
const MOST_ENTRIES = 150;

/** The sentences (by index) that define a term by their place: under a Definitions heading, or going on with one. */
export function definitionsInPlace(sentences: readonly Placed[], role: ReadRole): Set<number> {
  const defined = new Set<number>();
  sentences.forEach((sentence, position) => {
    const heading = DEFINITIONS_HEADING.exec(sentence.text);
    if (!heading) return;
    const rest = sentences.slice(position + 1, position + 1 + MOST_ENTRIES);
    const number = heading[1] ?? heading[2];
    const entries = number === undefined ? unnumberedEntries(rest, role) : numberedEntries(rest, number);
    for (const entry of entries) defined.add(entry.index);
  });
  for (const index of continuations(sentences, role, defined)) defined.add(index);
  return defined;
}

/** Under "1. Definitions": every sentence up to the next top-level section ("2. Conversion"). */
function numberedEntries(rest: readonly Placed[], number: string): Placed[] {
  const end = rest.findIndex((sentence) => {
    const next = TOP_LEVEL_NUMBER.exec(sentence.text);
    return next !== null && (next[1] ?? next[2]) !== number;
  });
  return end < 0 ? [...rest] : rest.slice(0, end);
}

/**
 * Under an unnumbered "Definitions": definitions, their parts, the term headings and the bodies under them
 * that promise nothing. The first other sentence (a heading's body with a duty in it) ends the list.
 */
function unnumberedEntries(rest: readonly Placed[], role: ReadRole): Placed[] {
  const entries: Placed[] = [];
  let underTerm = false;
  for (const sentence of rest) {
    const own = role(sentence);
    const entry =
      own === 'definition' ||
      own === 'heading' ||
      CONTINUES.test(sentence.text) ||
      (underTerm && !PROMISE.test(sentence.text));
    // A heading in capitals ("PAYMENT") opens the next section; terms are headed in ordinary capitals.
    const nextSection = own === 'heading' && SECTION_IN_CAPITALS.test(sentence.text);
    if (!entry || nextSection || TOP_LEVEL_NUMBER.test(sentence.text)) break;
    entries.push(sentence);
    underTerm = own === 'heading';
  }
  return entries;
}

/** The parts a definition goes on with, while the one before it has not ended with a full stop. */
function continuations(sentences: readonly Placed[], role: ReadRole, defined: ReadonlySet<number>): number[] {
  const found: number[] = [];
  let open = false;
  for (const sentence of sentences) {
    const continued: boolean = open && CONTINUES.test(sentence.text);
    if (continued) found.push(sentence.index);
    const defines: boolean = continued || defined.has(sentence.index) || role(sentence) === 'definition';
    open = defines && !/\.["'”’)]*$/u.test(sentence.text.trimEnd());
  }
  return found;
}

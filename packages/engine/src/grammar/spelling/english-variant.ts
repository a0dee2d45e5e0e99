import { matchesOf } from '../../text/pattern-matches';
import { type GrammarLint, misspelledIn } from '../harper/grammar-linter';
import type { EnglishVariant } from '../harper/grammar-worker-protocol';

/** The spelling standard a document shows, and the words that show it. */
export interface VariantEvidence {
  /** `undefined` when the document shows neither, or both as often. */
  variant: EnglishVariant | undefined;
  /** Words right in British English only ("colour", "centre", "organised"), lower-cased. */
  britishOnly: ReadonlySet<string>;
  /** Words right in American English only, with the British dictionary's suggestions. */
  americanOnly: ReadonlyMap<string, string[]>;
}

/**
 * Endings where American and British spelling part ways (color/colour, center/centre,
 * organize/organise, traveled/travelled, catalog/catalogue, defense/defence): only such words are
 * looked up in the British dictionary, which keeps the look-up small.
 */
const AMERICAN_SHAPED =
  /(?:or|ors|er|ers|iz(?:e|es|ed|ing|ation|ations)|yz(?:e|es|ed|ing)|eled|eling|eler|og|ogs|ense|ment)$/u;

const WORD = /\p{L}+/gu;

/**
 * Which variant the document is written in, from its own spelling: the American linter's spelling
 * findings that the British dictionary accepts are British spellings, and the American-shaped words
 * the British dictionary refuses (while the American one accepts them) are American spellings.
 */
export async function englishVariantOf(text: string, americanLints: readonly GrammarLint[]): Promise<VariantEvidence> {
  const flaggedByAmerican = new Set(
    americanLints.filter((lint) => lint.kind === 'Spelling').map((lint) => lint.problem.toLowerCase()),
  );
  const shaped = new Set(
    Array.from(matchesOf(WORD, text), (match) => match[0])
      .filter((word) => word !== word.toUpperCase() && AMERICAN_SHAPED.test(word.toLowerCase()))
      .map((word) => word.toLowerCase())
      .filter((word) => !flaggedByAmerican.has(word)),
  );
  const britishRefuses = await misspelledIn([...flaggedByAmerican], 'british');
  const britishOnly = new Set([...flaggedByAmerican].filter((word) => !britishRefuses.has(word)));
  // Without a British spelling the American reading stands, and there is nothing to weigh.
  const americanOnly =
    britishOnly.size === 0 ? new Map<string, string[]>() : await misspelledIn([...shaped], 'british');
  const variant =
    britishOnly.size > americanOnly.size ? 'british' : americanOnly.size > britishOnly.size ? 'american' : undefined;
  return { variant, britishOnly, americanOnly };
}

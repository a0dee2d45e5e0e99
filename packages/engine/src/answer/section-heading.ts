import type { Passage, PassageIndex } from '../local/retrieval/passage-index';
import { isBareHeading } from '../text/quote-shape';

/** Words of a clause's name that mark it as a prohibition ("Anti-Assignment", "Non-Compete", "No-Solicit"). */
const NAME_NEGATIONS = new Set(['anti', 'non', 'no']);
/** A heading denying the clause it names: "No Third-Party Beneficiaries", "Non-Exclusivity". */
const DENYING_HEADING = /\b(?:no|non|not|without)\b/iu;
const NEGATED_NAME = /\b(?:no|non|anti)\b/iu;

/**
 * Whether a passage is the first sentence of a section whose heading names the asked clause
 * ("9. Amendments and Assignments." over "… may be varied, waived or assigned …") and says the
 * clause's own word: the drafter filed it under that clause, so it states it even in wording no rule
 * foresaw. The heading must hold every word of the clause's name ("Warranties" does not name how long
 * a warranty lasts) and not deny it ("No Third-Party Beneficiaries" files the opposite); only the
 * sentence right under it counts, since a section's later sentences often turn to other things.
 */
export function headingNamesClause(category: string, passage: Passage, index: PassageIndex): boolean {
  const heading = index.passages[passage.index - 1];
  if (!heading || !isBareHeading(heading.text) || isBareHeading(passage.text)) return false;
  if (DENYING_HEADING.test(heading.text) && !NEGATED_NAME.test(category)) return false;
  const name = [...new Set(index.termsOf(category))].filter((term) => !NAME_NEGATIONS.has(term));
  const headed = new Set(index.termsOf(heading.text));
  if (name.length === 0 || !name.every((term) => headed.has(term))) return false;
  return name.some((term) => index.mentions(term, passage.text));
}

import type { Sentence } from '../../text/sentences';
import { holdsBlank } from './form-blanks';

/**
 * What a rent increase clause already limits: a ceiling on each increase stated in its own sentence ("by a
 * maximum of 3%", "not to exceed the change in the index"), left blank in a form or filled in, and a notice
 * the landlord must give before an increase, in that sentence or another of the contract.
 */
export interface RentIncreaseTerms {
  /** The quoted sentence caps each increase: 'blank' where the form leaves the figure to be filled in. */
  cap: 'stated' | 'blank' | undefined;
  /** The sentence requiring notice before an increase, when one does. */
  notice: Sentence | undefined;
}

// "by a maximum of", "not to exceed", "no more than", "capped at", "up to 3%".
const CAPPED =
  /\bmaximum\s+of\b|\bnot\s+(?:to\s+)?exceed\w*|\bno\s+(?:more|greater)\s+than\b|\bcapped\s+at\b|\bup\s+to\s+(?:\d|\[)/iu;
// A notice given before a new rent takes effect: "serve a rent review notice … not less than 28 days before the review date".
const NOTICE_BEFORE =
  /\bnotice\b[^.;]{0,160}\b(?:not\s+less\s+than|at\s+least|before|prior\s+to|in\s+advance)\b|\b(?:not\s+less\s+than|at\s+least)\s+\w+\s*(?:\(\d+\)\s*)?(?:days?|weeks?|months?)['’]?\s+(?:written\s+)?notice\b/iu;
const ABOUT_RENT_CHANGE =
  /\b(?:rent\s+review|review\s+date|increase|new\s+rent|rent\s+(?:will|shall)\s+(?:rise|change))\b/iu;

export function rentIncreaseTerms(quoted: string, sentences: readonly Sentence[]): RentIncreaseTerms {
  const cap = CAPPED.test(quoted) ? (holdsBlank(quoted) ? 'blank' : 'stated') : undefined;
  const notice = sentences.find(({ text }) => NOTICE_BEFORE.test(text) && ABOUT_RENT_CHANGE.test(text));
  return { cap, notice };
}

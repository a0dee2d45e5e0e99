import type { Sentence } from '../../text/sentences';
import { UNCAPPED_IN_WORDS } from './uncapped-claims';

/**
 * A sentence that lifts one cap for some claims ("the cap in Clause 4.2 does not apply to Special Claims")
 * leaves them uncapped only where no other sentence caps them: a contract with tiers of caps moves such claims
 * to a higher cap ("liability for all Special Claims will not be more than the Special Cap Amount"). Read
 * from the sentences, never from the wording of particular documents.
 */

// The claims a named cap is lifted for: "the limit of liability in Clause 4.2 does not apply to any Special Claims".
const CAP_LIFTED_FOR =
  /\b(?:caps?|limitations?|limits?)\b(?:[^.;]|\.(?=\d))*?\b(?:shall|will|do|does)\s+not\s+apply\s+(?:to|in\s+respect\s+of|with\s+respect\s+to)\s+(?:any\s+|all\s+|the\s+)?((?:[^.;]|\.(?=\d)){3,120}?)\s*(?:[.;]|$)/iu;
// A ceiling put on those claims in another sentence, with the amount it names.
const CEILING =
  /\b(?:(?:shall|will|may|does|do)\s+not\s+(?:be\s+)?(?:more|greater|higher)\s+than|(?:shall|will|may|does|do)\s+not\s+exceed|not\s+to\s+exceed|(?<!\bnot\s)(?:be\s+|is\s+|are\s+)?limited\s+to|capped\s+at)\s+((?:the\s+)?[^.;,]{3,80})/iu;

// A cap lifted by its own name or heading: "the caps in Clause 4 do not apply to …", "Clause 4
// (Caps) does not apply to …"; an exclusion of kinds of loss lifted is no cap lifted.
const CAP_ITSELF_LIFTED =
  /\bcaps?\)?\s+(?:in\s+(?:section|clause|article)\s+[\d.()a-z]+\s+)?(?:do(?:es)?|shall|will)\s+not\s+apply\s+to\b/iu;

export interface CapElsewhere {
  /** The claims lifted out of one cap, as the sentence names them ("Special Claims"). */
  claims: string;
  /** The amount another sentence caps them at ("the Special Cap Amount"). */
  amount: string;
  sentence: Sentence;
}

/** The cap another sentence puts on the claims the quoted one lifts out of a cap; none when they stay uncapped. */
export function capElsewhereFor(quoted: string, sentences: readonly Sentence[]): CapElsewhere | undefined {
  const claims = CAP_LIFTED_FOR.exec(quoted.replace(/\s+/gu, ' '))?.[1]?.trim();
  // Only claims named as a class the other sentence can name again: two or more words ("Special Claims",
  // "breach of confidentiality"), not a list of several kinds.
  if (!claims || !/\s/u.test(claims) || /,|\bor\b|\band\b/u.test(claims)) return undefined;
  const named = new RegExp(`\\b${claims.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+')}\\b`, 'u');
  for (const sentence of sentences) {
    if (sentence.text === quoted) continue;
    const found = named.exec(sentence.text);
    if (!found) continue;
    const ceiling = CEILING.exec(sentence.text.slice(found.index));
    const amount = ceiling?.[1]?.replace(/\s+/gu, ' ').trim();
    if (amount) return { claims, amount, sentence };
  }
  return undefined;
}

/**
 * Where the quoted sentence only moves claims from one cap to another, the sentence that leaves claims uncapped
 * outright ("Section 9.1 does not apply to Unlimited Claims"), if the contract has one: that is the clause.
 */
export function uncappedOutrightInstead(quoted: Sentence, sentences: readonly Sentence[]): Sentence | undefined {
  if (!capElsewhereFor(quoted.text, sentences)) return undefined;
  return sentences.find(
    (sentence) =>
      sentence !== quoted &&
      (CAP_ITSELF_LIFTED.test(sentence.text) || UNCAPPED_IN_WORDS.some((pattern) => pattern.test(sentence.text))) &&
      !capElsewhereFor(sentence.text, sentences),
  );
}

import { readClause } from './clause-reading';
import type { ClauseRule, RiskAdjustment } from './clause-rule';
import { SentenceCheck } from './sentence-check';

/**
 * Whether a sentence rules out what its clause is about ("Ostrander shall have no right of first refusal",
 * "Neither party may terminate for convenience", "Nothing in this Agreement grants any licence"): a negation
 * comes before the words naming the topic in the main clause, with no other clause between them. A heading
 * before the sentence ("7. Right of First Refusal.") names the topic and denies nothing, so it is read past.
 */
export function deniesItsTopic(rule: Pick<ClauseRule, 'denied' | 'operative' | 'patterns'>, sentence: string): boolean {
  if (!rule.denied) return false;
  const text = sentence.replace(/\s+/gu, ' ').trim().replace(HEADING, '');
  if (rule.denied.when?.test(text)) return true;
  const main = readClause(text, []).mainClause;
  const starts = (rule.operative ?? rule.patterns)
    .map((pattern) => new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(main)?.index)
    .filter((index): index is number => index !== undefined);
  if (starts.length === 0) return false;
  const start = Math.min(...starts);
  // "X may not terminate for convenience, but Y may": the clause grants as well as denies, and is not told as either.
  if (CONTRAST.test(main.slice(start))) return false;
  const before = main.slice(0, start).replace(IDLE_NEGATION, ' ');
  const negation = [...before.matchAll(NEGATION)].at(-1);
  if (!negation) return false;
  return !BETWEEN_CLAUSES.test(before.slice((negation.index ?? 0) + negation[0].length));
}

// A clause number and a heading of capitalised words (small words allowed) closed by a full stop or colon.
const HEADING =
  /^(?:(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z0-9]{1,4}\)|[ivx]{1,4}\.)\s+)*(?:(?:\p{Lu}[\p{L}'’-]*|of|and|or|to|in|for|the|on|by|&)\s+){0,7}\p{Lu}[\p{L}'’-]*\s*[.:]\s+(?=\p{Lu})/u;
const NEGATION = /\b(?:no|not|neither|nor|nothing|never|none|cannot)\b|n['’]t\b/giu;
// Negations that rule nothing out: "not limited to", "whether or not", "not less than", and a clause that
// says another does not limit something ("Nothing in this Section limits the obligation to indemnify").
const IDLE_NEGATION =
  /\b(?:but\s+)?not\s+limited\s+to\b|\bwhether\s+or\s+not\b|\b(?:not|no)\s+(?:less|more|fewer|later|earlier)\s+than\b|\bif\s+not\b|\b(?:nothing|not|never)\b[^.;]{0,80}?\b(?:limit|restrict|prejudice|affect|derogate|reduce|impair|waive)\w*/giu;
// Another clause between the negation and the topic ("Larkspur shall not be liable for delay, and may
// terminate …"): the negation is that clause's, not the topic's.
const CONTRAST = /;|\b(?:but|whereas|while|however|although)\b/iu;
const BETWEEN_CLAUSES = /[;:]|,\s*(?:and|but|or|while|whereas|which|who)\b|\bbut\b/iu;

const RULED_OUT_NOTE = 'It rules this out rather than granting it.';

/**
 * The rules with their denied form told as such: the opening follows the reading (a detail the rule already
 * tells stays for the clause that grants), and a clause ruling its topic out is one level lower.
 */
export function withDenials(rules: readonly ClauseRule[]): readonly ClauseRule[] {
  return rules.map((rule) => {
    const { denied } = rule;
    if (!denied) return rule;
    const ruledOut = new SentenceCheck((sentence) => deniesItsTopic(rule, sentence));
    const lower: RiskAdjustment = { when: ruledOut, effect: 'lower', note: RULED_OUT_NOTE };
    const detail = rule.detail;
    return {
      ...rule,
      detail: (sentence: string) => (deniesItsTopic(rule, sentence) ? denied.meaning : detail?.(sentence)),
      adjustments: [...(rule.adjustments ?? []), lower],
      impactWhenStated: [{ when: ruledOut, impact: denied.impact }, ...(rule.impactWhenStated ?? [])],
      changeWhenStated: [{ when: ruledOut, change: denied.change }, ...(rule.changeWhenStated ?? [])],
    };
  });
}

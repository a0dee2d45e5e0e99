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
  const main = readClause(text, []).mainClause;
  // "X may not terminate for convenience, but Y may": the clause grants as well as denies, and is told as neither.
  if (CONTRAST.test(main)) return false;
  if (rule.denied.when?.test(main)) return true;
  const topic = firstTopicMatch(main, rule.operative ?? rule.patterns);
  if (!topic) return false;
  if (deniesItsObject(topic[0])) return true;
  const start = topic.index;
  const before = main.slice(0, start);
  // "shall not affect … nor any licence", "does not prevent … a right of first refusal": a negation of a limit.
  if (NEGATED_LIMIT.test(before)) return false;
  const read = before.replace(IDLE_NEGATION, ' ');
  const negation = [...read.matchAll(NEGATION)].at(-1);
  if (!negation) return false;
  const at = negation.index ?? 0;
  const between = read.slice(at + negation[0].length);
  if (BETWEEN_CLAUSES.test(between)) return false;
  // The negation is the main verb's ("may not terminate", "shall have no right", "Neither party may", "Nothing
  // herein grants"), not a word inside the topic's own phrase ("no termination … shall relieve").
  const topicVerb = VERB.exec(main.slice(start))?.index === 0;
  return VERB_BEFORE.test(read.slice(0, at)) || VERB.test(between) || topicVerb;
}

/** Where the topic's words first appear in the main clause, and the words found there. */
export function firstTopicMatch(main: string, topic: readonly RegExp[]): RegExpExecArray | undefined {
  const matches = topic
    .map((pattern) => new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(main))
    .filter((match): match is RegExpExecArray => match !== null);
  return matches.reduce<RegExpExecArray | undefined>(
    (first, match) => (first === undefined || match.index < first.index ? match : first),
    undefined,
  );
}

/**
 * The topic's own verb grants, gives or creates nothing: "disclosure grants no licence", "confers no right".
 * The negation sits on the verb's object, after the words where the topic starts.
 */
const DENIED_OBJECT =
  /^(?:hereby\s+)?(?:grants?|confers?|gives?|creates?|conveys?|transfers?|implies|vests?)\s+(?:no|neither|nothing)\b/iu;

export function deniesItsObject(topicWords: string): boolean {
  return DENIED_OBJECT.test(topicWords);
}

// A clause number and a heading of capitalised words (small words allowed) closed by a full stop or colon.
const HEADING =
  /^(?:(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z0-9]{1,4}\)|[ivx]{1,4}\.)\s+)*(?:(?:\p{Lu}[\p{L}'’-]*|of|and|or|to|in|for|the|on|by|&)\s+){0,7}\p{Lu}[\p{L}'’-]*\s*[.:]\s+(?=\p{Lu})/u;
const NEGATION = /\b(?:no|not|neither|nor|nothing|never|none|cannot)\b|n['’]t\b/giu;
/** Any negation, tested once: `NEGATION` without its global flag. */
const ANY_NEGATION = new RegExp(NEGATION.source, 'iu');
// Negations that rule nothing out: "not limited to", "whether or not", "not less than"; and a negation of a
// limit ("Nothing in this Section limits the right to terminate"), which leaves the topic standing.
const IDLE_NEGATION =
  /\b(?:but\s+)?not\s+limited\s+to\b|\bwhether\s+or\s+not\b|\b(?:not|no)\s+(?:less|more|fewer|later|earlier)\s+than\b|\bif\s+not\b/giu;
const NEGATED_LIMIT =
  /\b(?:nothing|not|never)\b[^.;]{0,80}?\b(?:limit|restrict|prejudice|affect|derogate|reduce|impair|waive|prevent|prohibit|preclude)\w*/iu;
const VERB_BEFORE = /\b(?:may|shall|will|can|must|does|do|did|is|are|be|has|have|had|grants?|confers?|gives?)\s+$/iu;
const VERB =
  /\b(?:may|shall|will|can|must|does|do|did|is|are|be|been|has|have|had|grants?|confers?|gives?|creates?|makes?|provides?)\b/iu;
// A comma or stop between the negation and the topic ("Larkspur shall not be liable for delay, and may
// terminate …", "so long as no default exists, either party may …"): the negation may be another clause's.
const CONTRAST = /;|\b(?:but|whereas|while|however|although)\b/iu;
const BETWEEN_CLAUSES = /[,.;:]|\band\b/u;

/** "… is not a party hereto but is an intended beneficiary": what comes after "but" is said, not denied. */
const BUT_AFFIRMS = /\bbut\s+(?!not\b)/giu;

/**
 * The main clause denies the topic when a negation comes before the words naming it ("No person
 * … shall be a third-party beneficiary", "The parties do not intend to share profits"); a topic named
 * before any negation ("a royalty of 5 %, not refundable") is granted. Looser than `deniesItsTopic`: any
 * negation before the topic counts, for a sentence that can only grant or deny.
 */
export function deniesTopic(mainClause: string, topic: readonly RegExp[]): boolean {
  const first = firstTopicMatch(mainClause, topic);
  if (!first) return false;
  if (deniesItsObject(first[0])) return true;
  const before = mainClause.slice(0, first.index).replace(IDLE_NEGATION, ' ');
  const affirmed = [...before.matchAll(BUT_AFFIRMS)].at(-1);
  return ANY_NEGATION.test(affirmed ? before.slice((affirmed.index ?? 0) + affirmed[0].length) : before);
}

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
    // Ruling the topic out leaves none of the risk the rule rates: two steps down, so a high-rated topic ends low.
    // The second step has no note of its own (an empty note is not told).
    const lower: RiskAdjustment[] = [
      { when: ruledOut, effect: 'lower', note: RULED_OUT_NOTE },
      { when: ruledOut, effect: 'lower', note: '' },
    ];
    const detail = rule.detail;
    return {
      ...rule,
      detail: (sentence: string) => (deniesItsTopic(rule, sentence) ? denied.meaning : detail?.(sentence)),
      adjustments: [...(rule.adjustments ?? []), ...lower],
      impactWhenStated: [{ when: ruledOut, impact: denied.impact }, ...(rule.impactWhenStated ?? [])],
      changeWhenStated: [{ when: ruledOut, change: denied.change }, ...(rule.changeWhenStated ?? [])],
    };
  });
}

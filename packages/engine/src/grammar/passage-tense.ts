import nlp from 'compromise';
import type { Sentence } from '../text/sentences';
import type { StyleIssue } from './finding';

/**
 * "he show", "she always go", "the teacher talk": a subject, perhaps an adverb, and a bare verb as
 * its last word; what comes before the verb is kept as it is in the fix. A finding may mark the verb
 * alone ("grow" in "how he grow up"), its subject just before it.
 */
const SUBJECT_AND_VERB = /^(.*\s)?(\p{Ll}+)$/su;

/** "he", "she" or "it", perhaps with an adverb, right before a verb marked alone. */
const PRONOUN_BEFORE = /\b(?:he|she|it)\s+(?:\p{Ll}+ly\s+|always\s+|never\s+|often\s+)?$/iu;

/** Whether `offered` is the -s form of `verb` ("talk" → "talks", "go" → "goes", "carry" → "carries"). */
const isSFormOf = (offered: string, verb: string): boolean =>
  offered === `${verb}s` ||
  offered === `${verb}es` ||
  (verb === 'have' && offered === 'has') ||
  (/y$/u.test(verb) && offered === `${verb.slice(0, -1)}ies`);

type Tense = 'past' | 'present' | undefined;

/**
 * The tense a stretch of text is told in: past when its finite verbs are past and none is present,
 * present in the reverse case, `undefined` when it has none or both.
 */
function tenseOf(text: string): Tense {
  const doc = nlp(text);
  const past = doc.match('#PastTense').not('#Participle').length;
  // "her memoirs", "the plans": a word after a possessive or an article is a noun, whatever its tag.
  const afterDeterminer = doc.match('(#Possessive|#Determiner) [#PresentTense]', 0);
  const present = doc.match('#PresentTense').not('(#Infinitive|#Gerund)').not(afterDeterminer).length;
  if (past > 0 && present === 0) return 'past';
  if (present > 0 && past === 0) return 'present';
  return undefined;
}

/**
 * "Yesterday he came round and he show me his kite": a bare verb after "he", "she" or a singular
 * noun is a slip of tense as often as of agreement, and the verbs around it tell which. Where the
 * rest of its sentence (or, with no verb of its own, the sentences either side) is told in the past,
 * the fix is the past form, not the -s form an agreement rule offers.
 */
export function inTenseOfPassage(issues: readonly StyleIssue[], sentences: readonly Sentence[]): StyleIssue[] {
  const byIndex = new Map(sentences.map((sentence) => [sentence.index, sentence.text]));
  return issues.map((issue) => {
    const parts = issue.kind === 'grammar' ? SUBJECT_AND_VERB.exec(issue.error) : null;
    const [lead = '', verb] = [parts?.[1], parts?.[2]];
    if (!parts || !verb || !issue.correction.startsWith(lead)) return issue;
    if (lead === '' && !PRONOUN_BEFORE.test(issue.sentence.text.slice(0, issue.focus))) return issue;
    const offered = issue.correction.slice(lead.length);
    if (!isSFormOf(offered, verb)) return issue;
    const text = issue.sentence.text;
    const rest = `${text.slice(0, issue.focus)} … ${text.slice(issue.focus + issue.error.length)}`;
    const around = [byIndex.get(issue.sentence.index - 1) ?? '', byIndex.get(issue.sentence.index + 1) ?? ''];
    const told = tenseOf(rest) ?? tenseOf(around.join(' '));
    if (told !== 'past') return issue;
    const past = nlp(verb).verbs().toPastTense().text();
    if (!past || past === verb || !/^\p{Ll}+$/u.test(past)) return issue;
    const correction = `${lead}${past}`;
    return {
      ...issue,
      correction,
      explanation: `The verbs around it are in the past tense, so this one is too: “${correction}”.`,
    };
  });
}

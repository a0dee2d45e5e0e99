import nlp from 'compromise';
import type { Sentence } from '../text/sentences';
import type { StyleIssue } from './finding';

/** "he show", "she always go": a third-person pronoun, an optional adverb and a bare verb. */
const PRONOUN_AND_VERB =
  /^(he|she|it)(\s+(?:\p{Ll}+ly|always|never|often|still|just|also|even|only)\s+|\s+)(\p{Ll}+)$/iu;

type Tense = 'past' | 'present' | undefined;

/**
 * The tense a stretch of text is told in: past when its finite verbs are past and none is present,
 * present in the reverse case, `undefined` when it has none or both.
 */
function tenseOf(text: string): Tense {
  const doc = nlp(text);
  const past = doc.match('#PastTense').not('#Participle').length;
  const present = doc.match('#PresentTense').not('(#Infinitive|#Gerund)').length;
  if (past > 0 && present === 0) return 'past';
  if (present > 0 && past === 0) return 'present';
  return undefined;
}

/**
 * "Yesterday he came round and he show me his kite": a bare verb after "he" or "she" is a slip of
 * tense as often as of agreement, and the verbs around it tell which. Where the rest of its sentence
 * (or, with no verb of its own, the sentences either side) is told in the past, the fix is the past
 * form, not the -s form an agreement rule offers.
 */
export function inTenseOfPassage(issues: readonly StyleIssue[], sentences: readonly Sentence[]): StyleIssue[] {
  const byIndex = new Map(sentences.map((sentence) => [sentence.index, sentence.text]));
  return issues.map((issue) => {
    const parts = issue.kind === 'grammar' ? PRONOUN_AND_VERB.exec(issue.error) : null;
    const [pronoun, gap, verb] = [parts?.[1], parts?.[2], parts?.[3]];
    if (!pronoun || gap === undefined || !verb || !issue.correction.startsWith(`${pronoun}${gap}`)) return issue;
    const offered = issue.correction.slice(pronoun.length + gap.length);
    if (!/^\p{Ll}+s$/u.test(offered) || offered === verb) return issue;
    const text = issue.sentence.text;
    const rest = `${text.slice(0, issue.focus)} … ${text.slice(issue.focus + issue.error.length)}`;
    const around = [byIndex.get(issue.sentence.index - 1) ?? '', byIndex.get(issue.sentence.index + 1) ?? ''];
    const told = tenseOf(rest) ?? tenseOf(around.join(' '));
    if (told !== 'past') return issue;
    const past = nlp(verb).verbs().toPastTense().text();
    if (!past || past === verb || !/^\p{Ll}+$/u.test(past)) return issue;
    const correction = `${pronoun}${gap}${past}`;
    return {
      ...issue,
      correction,
      explanation: `The verbs around it are in the past tense, so this one is too: “${correction}”.`,
    };
  });
}

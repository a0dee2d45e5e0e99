import nlp from 'compromise';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { formOfBe } from '../../text/word-forms';
import { tagsOfWord } from '../../text/word-tags';
import type { SentenceCheck, StyleIssue } from '../finding';
import { FINITE_BE, FORMS_OF_DO, FORMS_OF_HAVE, OBJECT_ONLY_PRONOUNS, oneOf, wordPattern } from '../word-classes';

/**
 * Words a clause cannot do without, left out as learners often leave them: the dummy subject "it"
 * before "is" ("Is not easy to learn" → "It is not easy"), and the verb "be" between a subject
 * pronoun and an adjective ("when they busy" → "when they are busy").
 */

const OPENING_BE = /^(Is|Was)\s+(?:not\s+)?(?:very\s+|so\s+|really\s+|quite\s+|too\s+)?(\p{L}+)/u;

const PRONOUN_THEN_ADJECTIVE =
  /\b(I|he|she|we|they|He|She|We|They)\s+((?:very|so|really|too|quite|always|also|still)\s+)?(\p{Ll}+)\b(?:\s+(\p{Ll}+))?/gu;

/** Adjectives that may follow a pronoun without a verb: "they alone", "we both", "I myself". */
const AFTER_PRONOUN = new Set([
  'alone',
  'all',
  'both',
  'only',
  'own',
  'each',
  'else',
  'too',
  'sure',
  'ever',
  'done',
  'gone',
]);

/** What may stand before a clause's subject: its start, a mark or a conjunction. */
const CLAUSE_OPENS_BEFORE =
  /(?:^|[,;:.!?(]\s*|\b(?:and|but|or|so|because|when|whenever|if|although|though|since|as|while|that|until|unless|where|then|now|once)\s+)$/iu;

const isAdjectiveOnly = (word: string): boolean => {
  const tags = tagsOfWord(word);
  return (
    tags.has('Adjective') && !tags.has('Verb') && !tags.has('Noun') && !tags.has('Adverb') && !tags.has('Determiner')
  );
};

/** A word read only as a noun ("thing"), not one that may be a verb or an adjective too. */
const isNounOnly = (word: string): boolean => {
  const tags = tagsOfWord(word);
  return tags.has('Noun') && !tags.has('Verb') && !tags.has('Adjective') && !tags.has('Preposition');
};

/** "werent", "dont", "cant": a negative auxiliary written without its apostrophe. */
const NEGATIVE_WITHOUT_APOSTROPHE = wordPattern(
  'u',
)`^(?:${oneOf(FINITE_BE, FORMS_OF_HAVE, FORMS_OF_DO)}|could|would|should|wo|ca|can|must|need|might)nt$`;

const isVerbOnly = (word: string): boolean => {
  const tags = tagsOfWord(word);
  return tags.has('Verb') && !tags.has('Noun');
};

/** Compromise reads a lone "live" or "closed" as an adjective; after a subject it knows the verb. */
const readsAsAdjective = (pronoun: string, word: string): boolean =>
  nlp(`${pronoun} ${word}`).match(`${word}`).has('#Adjective') &&
  !nlp(`${pronoun} ${word}`).match(`${word}`).has('#Adverb');

function missingSubject(sentence: Sentence): StyleIssue | undefined {
  const text = sentence.text;
  const match = OPENING_BE.exec(text);
  if (!match || /\?\s*["”]?\s*$/u.test(text)) return undefined;
  const next = (match[2] ?? '').toLowerCase();
  const startsDescription = /^(?:not|very|so|really|quite|too)$/u.test(text.split(/\s+/u)[1]?.toLowerCase() ?? '');
  if (!startsDescription && !isAdjectiveOnly(next) && !/^(?:a|an)$/u.test(next)) return undefined;
  const verb = match[1] ?? 'Is';
  return {
    ruleId: 'structure.missing-subject',
    kind: 'grammar',
    category: 'Missing word',
    severity: 'moderate',
    sentence,
    focus: 0,
    error: verb,
    correction: `It ${verb.toLowerCase()}`,
    explanation: 'An English clause needs a subject: “It is not easy to learn”, not “Is not easy to learn”.',
  };
}

function missingBe(sentence: Sentence): StyleIssue[] {
  const found: StyleIssue[] = [];
  for (const match of matchesOf(PRONOUN_THEN_ADJECTIVE, sentence.text)) {
    const pronoun = match[1] ?? '';
    const adjective = match[3] ?? '';
    if (AFTER_PRONOUN.has(adjective) || /(?:ed|ly|ing)$/u.test(adjective) || !isAdjectiveOnly(adjective)) continue;
    if (!readsAsAdjective(pronoun, adjective)) continue;
    // "I soon realised": a verb after it makes the word an adverb of that verb.
    if (isVerbOnly(match[4] ?? '')) continue;
    // "was she happy, did she …": after "be" or "do" the subject is already in a question.
    if (wordPattern('iu')`\b(?:${oneOf(FINITE_BE, FORMS_OF_DO)})\s+$`.test(sentence.text.slice(0, match.index ?? 0)))
      continue;
    // "I new that it …": "knew" misspelled, with its object after it.
    if (
      adjective === 'new' &&
      /^\s+(?:that|it|I|he|she|we|they|you|what|how|where|why|who|the|a|an|nothing|everything|then|this|him|her|them|my|his|if|when|all)\b/u.test(
        sentence.text.slice(sentence.text.indexOf(adjective, (match.index ?? 0) + pronoun.length) + adjective.length),
      )
    )
      continue;
    // "He sad that …": "said" misspelled, with what was said after it.
    if (
      adjective === 'sad' &&
      wordPattern('u')`^\s*(?:that|to\s+(?:${oneOf(OBJECT_ONLY_PRONOUNS)}|her)|it|this|something|nothing|["“:,])`.test(
        sentence.text.slice(sentence.text.indexOf(adjective, (match.index ?? 0) + pronoun.length) + adjective.length),
      )
    )
      continue;
    // "she still answers": "still" alone after a subject is an adverb before the verb; "I other than"
    // is a word short of a comparison, not of "be".
    if (adjective === 'still' || adjective === 'other') continue;
    // "they werent": a negative written without its apostrophe is a verb already.
    if (NEGATIVE_WITHOUT_APOSTROPHE.test(adjective)) continue;
    // "I kind of agree": "kind of" and "sort of" soften the verb after them.
    if (/^(?:kind|sort)$/u.test(adjective) && match[4] === 'of') continue;
    // "They different things to do": an adjective before a noun describes it; the missing verb is
    // not "be".
    if (isNounOnly(match[4] ?? '')) continue;
    // "sent I little", "smacked he little": a pronoun inside a clause is not its subject.
    if (!CLAUSE_OPENS_BEFORE.test(sentence.text.slice(0, match.index ?? 0))) continue;
    const be = formOfBe(pronoun, false);
    found.push({
      ruleId: 'structure.missing-be',
      kind: 'grammar',
      category: 'Missing word',
      severity: 'moderate',
      sentence,
      focus: match.index ?? 0,
      error: `${pronoun} ${match[2] ?? ''}${adjective}`,
      correction: `${pronoun} ${be} ${match[2] ?? ''}${adjective}`,
      explanation: `An adjective after a subject needs the verb “be”: “${pronoun} ${be} ${adjective}”.`,
    });
  }
  return found;
}

export const missingWords: SentenceCheck = (sentence) => {
  const subject = missingSubject(sentence);
  return [...(subject ? [subject] : []), ...missingBe(sentence)];
};

import { matchesOf } from '../../text/pattern-matches';
import { STOPWORDS } from '../../text/stopwords';
import { tagsOfWord } from '../../text/word-tags';
import { FINITE, isFiniteVerb } from './fronted-phrases';

/**
 * Whether words make a main clause: a subject and its finite verb, read from the subject pronouns,
 * noun phrases and names that open clauses.
 */

/**
 * A subject pronoun and the verb after it, perhaps behind an adverb ("we first met", "she always
 * says"): the clause before the comma is a main clause.
 */
const SUBJECT_AND_VERB =
  /\b(?:I|we|they|he|she|it|there|you)\s+(\p{L}+(?:['’]\p{L}+)?)(?:\s+(\p{L}+(?:['’]\p{L}+)?))?/giu;

/** An adverb that may stand between a subject and its verb ("we often go", "she never came"). */
export function isAdverbOnly(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower === 'never' || lower === 'first' || lower === 'both' || lower === 'all') return true;
  const tags = tagsOfWord(lower);
  return (
    tags.has('Adverb') && !['Noun', 'Adjective', 'Preposition', 'Conjunction', 'Verb'].some((tag) => tags.has(tag))
  );
}

/** A noun phrase of one to three words that opens the clause as its subject ("My brother", "The old museum"). */
const NOUN_SUBJECTS = [0, 1, 2].map(
  (extra) =>
    new RegExp(
      String.raw`^\s*(?:The|My|Our|His|Her|Their|Your|This|These|Those)\s+(?:\p{Ll}+\s+){${extra}}(\p{Ll}+)\s+(\p{Ll}+)`,
      'u',
    ),
);

/** A name and its verb ("Jack grabbed", "Anna was"): a capitalised word that is no function word. */
const NAME_AND_VERB = /(?:^|[\s(])(\p{Lu}\p{Ll}+)\s+(\p{Ll}+)/gu;

function nounSubjectAndVerb(clause: string): boolean {
  return NOUN_SUBJECTS.some((pattern) => {
    const noun = pattern.exec(clause);
    // "My name is", "The plan was": a form of "be" or "have" after the noun makes it a subject, however the noun is tagged.
    return (
      noun !== null &&
      (FINITE.test(noun[2] ?? '') || (tagsOfWord(noun[1] ?? '').has('Noun') && isFiniteVerb(noun[2] ?? '')))
    );
  });
}

/** A name followed by a verb in the past ("Jack grabbed", "Anna was"), which cannot be anything but its subject and verb. */
function nameAndVerb(clause: string): boolean {
  return Array.from(matchesOf(NAME_AND_VERB, clause)).some((match) => {
    const [, name = '', verb = ''] = match;
    if (STOPWORDS.has(name.toLowerCase()) || !tagsOfWord(name.toLowerCase()).has('ProperNoun')) return false;
    // After a name an "-ed" form is its past tense ("Tom picked"), however the lexicon tags it alone.
    if (/^(?:was|were|had)$/u.test(verb) || (/^\p{Ll}+ed$/u.test(verb) && !tagsOfWord(verb).has('Noun'))) return true;
    return tagsOfWord(verb).has('PastTense') && isFiniteVerb(verb);
  });
}

/** Whether the clause holds a subject and its finite verb: a pronoun and verb, or an opening noun phrase and verb. */
export function hasSubjectAndVerb(clause: string): boolean {
  // A subject right after "that" opens a clause inside another ("the people that you always see").
  const verbAfter = (m: RegExpExecArray): boolean =>
    !/\bthat\s+$/iu.test(clause.slice(0, m.index)) &&
    (isFiniteVerb(m[1] ?? '') || (isAdverbOnly(m[1] ?? '') && isFiniteVerb(m[2] ?? '')));
  if (Array.from(matchesOf(SUBJECT_AND_VERB, clause)).some(verbAfter)) return true;
  return nounSubjectAndVerb(clause) || nameAndVerb(clause);
}

/** Whether the words hold a finite verb with its subject, or a form of "be", "have", "do" or a modal. */
export function holdsFiniteClause(clause: string): boolean {
  return hasSubjectAndVerb(clause) || (clause.match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? []).some((word) => FINITE.test(word));
}

/**
 * Whether the words hold a finite verb with a subject before it: a subject and its verb, or a form
 * of "be", "have", "do" or a modal after a word that may be its subject ("Most of my cousins are
 * farmers"). A finite word that opens the words has no subject ("Do Not Exceed the Limit by …", a
 * title): an imperative or a title is no main clause to splice.
 */
export function holdsSubjectAndFiniteVerb(clause: string): boolean {
  if (hasSubjectAndVerb(clause)) return true;
  const words = clause.match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
  return words.some(
    (word, at) => at > 0 && FINITE.test(word) && !tagsOfWord((words[at - 1] ?? '').toLowerCase()).has('Preposition'),
  );
}

import { STOPWORDS } from '../../text/stopwords';
import { tagsOfWord } from '../../text/word-tags';
import { BE_OR_HAVE, COMPLEMENT_BEFORE, FINITE_VERB, SUBJECT_DETERMINER } from './clause-words';
import { MAIN_SUBJECT } from './opening-words';

/**
 * Where the main clause after an opening clause or phrase starts: the words that can be its subject
 * and the words after which they cannot.
 */

/**
 * A participle that opens a sentence ("Living in a big city I …", "Given the cost we …"): the phrase
 * it starts is set off from the main clause by a comma, like an opening clause.
 */
const PARTICIPLE = /^(?:\p{Lu}\p{Ll}+ing|Given|Compared|Based|Faced|Located|Situated|Born|Surrounded)\b/u;

export function openingParticiple(text: string): RegExpExecArray | null {
  const participle = PARTICIPLE.exec(text);
  if (!participle || /^(?:During|Nothing|Something|Anything|Everything|According)$/u.test(participle[0])) return null;
  // "Morning", "Building", "Wedding" open a noun phrase; compromise reads "living" alone as an adjective.
  return participle[0].endsWith('ing') && tagsOfWord(participle[0].toLowerCase()).has('Noun') ? null : participle;
}

/**
 * A noun phrase ("the party", "my little brother") followed by a finite verb, after a word that ends
 * a phrase rather than one that takes the noun phrase as its object ("visit the city", "in the city").
 */
export function startsNounSubject(text: string, words: readonly RegExpExecArray[], index: number): boolean {
  const determiner = words[index]?.[0];
  const previous = words[index - 1]?.[0];
  if (!determiner || !previous || !SUBJECT_DETERMINER.test(determiner)) return false;
  // "is not his home", "was her home": a noun phrase after "be" is its complement.
  if (COMPLEMENT_BEFORE.test(previous)) return false;
  const before = tagsOfWord(previous.toLowerCase());
  if (isVerbOnly(previous) || ['Preposition', 'Determiner', 'Conjunction'].some((tag) => before.has(tag))) return false;
  for (let next = index + 1; next <= index + 3 && next < words.length; next++) {
    const word = (words[next]?.[0] ?? '').toLowerCase();
    // A noun phrase and a verb on either side of a comma are no subject and its verb.
    const gap = text.slice((words[next - 1]?.index ?? 0) + (words[next - 1]?.[0].length ?? 0), words[next]?.index);
    if (/[,;:]/u.test(gap)) return false;
    if (next > index + 1 && FINITE_VERB.test(word)) return true;
    const tags = tagsOfWord(word);
    if (['Preposition', 'Determiner', 'Conjunction', 'Pronoun', 'Adverb'].some((tag) => tags.has(tag))) return false;
  }
  return false;
}

/** A verb that can only be finite here: a form of "be", "have", "do", a modal, or a past or present form that is no noun. */
function isFiniteVerbOnly(word: string): boolean {
  if (FINITE_VERB.test(word.toLowerCase())) return true;
  const tags = tagsOfWord(word.toLowerCase());
  return (
    (tags.has('PastTense') || tags.has('PresentTense')) &&
    !['Noun', 'Adjective', 'Participle', 'Infinitive', 'Gerund', 'Preposition', 'Adverb'].some((tag) => tags.has(tag))
  );
}

/**
 * A name or a plural noun with no determiner, followed by its verb ("After the class Alison joined
 * …", "Although it is hard children learn …"), after a word that ends a phrase: the main clause's
 * subject. A capital inside a name ("New York") or a noun after an adjective belongs to the phrase.
 */
export function startsBareSubject(words: readonly RegExpExecArray[], index: number): boolean {
  const word = words[index]?.[0] ?? '';
  const previous = words[index - 1]?.[0] ?? '';
  const next = words[index + 1]?.[0] ?? '';
  // "even though There was": a capitalised function word is a slip of the shift key, not a name.
  const named = /^\p{Lu}\p{Ll}+$/u.test(word) && !STOPWORDS.has(word.toLowerCase());
  // After a name, an "-ed" form is its past tense ("Alison joined"), however the lexicon tags it.
  const verb = isFiniteVerbOnly(next) || (named && /^\p{Ll}+ed$/u.test(next) && !tagsOfWord(next).has('Noun'));
  if (/^\p{Lu}/u.test(previous) || !verb) return false;
  const before = tagsOfWord(previous.toLowerCase());
  if (
    isVerbOnly(previous) ||
    ['Preposition', 'Determiner', 'Conjunction', 'Adjective', 'Value', 'Possessive'].some((tag) => before.has(tag))
  )
    return false;
  if (named) return true;
  // After a singular noun a plural may end a compound ("my high school years were …").
  const tags = tagsOfWord(word);
  return (
    !before.has('Singular') &&
    tags.has('Plural') &&
    !['Verb', 'Adjective', 'Adverb', 'Pronoun', 'Determiner'].some((tag) => tags.has(tag))
  );
}

/** Whether the word after a subject may be its verb (or an adverb before it): not a subject itself, not a plural noun. */
export function subjectBeforeVerb(next: string): boolean {
  if (MAIN_SUBJECT.test(next)) return false;
  const tags = tagsOfWord(next.toLowerCase());
  // "we computers": a plural noun cannot be the verb; a singular one may be a verb the lexicon missed ("they picture").
  return !(tags.has('Plural') && !tags.has('Verb'));
}

export const isVerbOnly = (word: string): boolean => {
  const tags = tagsOfWord(word.toLowerCase());
  return tags.has('Verb') && !tags.has('Noun');
};

/**
 * Whether the subject word starts the main clause rather than going on with the opening one: "it"
 * and "you" after a preposition or a verb may be its object ("If he gives you money …"), a subject
 * after "be" or "have" asks or follows a misspelled word ("were they"), "people" after an
 * adjective is the end of a noun phrase ("During the day Italian people …"), and an initial or a
 * word after a slash ("I.N. Novikova", "s/he") is no pronoun.
 */
export function startsMainClause(text: string, previous: RegExpExecArray, candidate: RegExpExecArray): boolean {
  const between = text.slice(previous.index + previous[0].length, candidate.index);
  if (between.includes('/') || text.charAt(candidate.index + candidate[0].length) === '.') return false;
  const word = candidate[0].toLowerCase();
  const before = tagsOfWord(previous[0].toLowerCase());
  if ((word === 'it' || word === 'you') && (before.has('Preposition') || before.has('Verb'))) return false;
  if (BE_OR_HAVE.test(previous[0])) return false;
  if (word === 'people' && (before.has('Adjective') || before.has('Determiner'))) return false;
  return true;
}

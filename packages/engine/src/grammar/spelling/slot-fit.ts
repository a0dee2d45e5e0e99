import { tagsOfWord } from '../../text/word-tags';
import { ARTICLES, FORMS_OF_DO, FORMS_OF_HAVE, MODALS, NEGATIVE_MODALS, POSSESSIVE_DETERMINERS } from '../word-classes';
import { wordCount } from './word-frequency';

/**
 * Whether a dictionary word fits the place the misspelled word stands in. The letters a writer
 * typed often fit two forms of one word ("censored" and "censor") or two words of different classes
 * ("table" and "take"); the words either side say which form or class the sentence needs, and a fix
 * of the wrong form or class is not the word the writer meant, however common.
 */

/** The words either side of a misspelled word: a word, or a punctuation mark after it. */
export interface Neighbours {
  before?: string | undefined;
  after?: string | undefined;
}

/** After a modal the verb is bare ("can go"); an adverb or "not" may come between ("will finally go"). */
const BARE_VERB_AFTER = new Set<string>([
  ...MODALS,
  ...NEGATIVE_MODALS,
  'cant',
  'wont',
  'couldnt',
  'wouldnt',
  'shouldnt',
]);

/** "do", "did", "don't": bare verb when a helper, a noun object when the main verb ("do homework"). */
const DO_FORMS = new Set<string>([...FORMS_OF_DO, "don't", "doesn't", "didn't", 'dont', 'doesnt', 'didnt']);

const HAVE_FORMS = new Set<string>([...FORMS_OF_HAVE, 'having', "'ve", "haven't", "hasn't", "hadn't"]);

const DETERMINERS_AFTER = new Set<string>([...ARTICLES, ...POSSESSIVE_DETERMINERS]);

/**
 * A verb form with an ending: a past ("stopped"), an "-ing" form or a present in -s ("makes"); the
 * tagger reads these from the ending even in words its lexicon lacks.
 */
const isInflectedVerb = (tags: ReadonlySet<string>): boolean => tags.has('Verb') && !tags.has('Infinitive');

/** A present in -s that is no plural noun ("makes", "walks"). */
const isPresentInS = (tags: ReadonlySet<string>): boolean =>
  tags.has('PresentTense') && !tags.has('Infinitive') && !tags.has('Noun');

/**
 * Whether the word cannot stand where the misspelling stands:
 * - after a modal ("should censore") a bare verb, an adverb or "not", never a past, an "-ing" form,
 *   a verb in -s or a noun;
 * - after "to" ("to stoped"), "do" and "did" no past and no verb in -s ("to" also opens a noun
 *   phrase, and "do" takes a noun object);
 * - after "has", "have" or "had" no verb in -s;
 * - between a verb and an article or a possessive ("help tabe the boxes") no singular noun: a verb
 *   takes its object there ("take");
 * - before a plain noun ("colorfuly words") no adverb in -ly: a noun is described by an adjective;
 * - before a modal no word in "'s" ("censorships can"), nor before the end of a clause on a thing
 *   ("on the internet's.").
 */
export function isOutOfPlace(word: string, { before, after }: Neighbours): boolean {
  if (word.includes(' ')) return false;
  if (isApostropheSBeforeModal(word, after)) return true;
  if (isOwnerMarkWithNothingOwned(word, after)) return true;
  const tags = tagsOfWord(word);
  const previous = before?.toLowerCase();
  if (previous !== undefined && BARE_VERB_AFTER.has(previous))
    return (
      isInflectedVerb(tags) ||
      (!tags.has('Infinitive') && !tags.has('Adverb') && !tags.has('Negative') && wordCount(word) >= MIN_TAGGED_COUNT)
    );
  if (previous === 'to' || (previous !== undefined && DO_FORMS.has(previous)))
    return tags.has('PastTense') || isPresentInS(tags);
  if (previous !== undefined && HAVE_FORMS.has(previous)) return isPresentInS(tags);
  if (isSingularNounOnly(word) && isVerbsObjectPlace(previous, after)) return true;
  return isAdverbBeforePlainNoun(word, tags, after);
}

/**
 * Words seen fewer times than this are often missing from the tagger's lexicon, which then reads
 * them as nouns by default ("gory"): their noun reading is a guess and rules out nothing.
 */
const MIN_TAGGED_COUNT = 200;

/** A singular noun and nothing else ("table", not "censor", which is a verb too). */
export function isSingularNounOnly(word: string): boolean {
  const tags = tagsOfWord(word);
  return (
    tags.has('Noun') &&
    tags.has('Singular') &&
    !tags.has('Verb') &&
    !tags.has('Adjective') &&
    !tags.has('Adverb') &&
    wordCount(word) >= MIN_TAGGED_COUNT
  );
}

/**
 * "censorship's can": "'s" is "is", "has" or an owner's mark, and none stands before a modal ("is
 * can", "has will", "the censorship's will" are no English); the plural was meant.
 */
function isApostropheSBeforeModal(word: string, after: string | undefined): boolean {
  return /['’]s$/u.test(word) && after !== undefined && BARE_VERB_AFTER.has(after.toLowerCase());
}

/** Kinds of word whose "'s" may end a clause, the place owned left unsaid ("at my aunt's", "at Tom's"). */
const ELLIPTIC_OWNER_TAGS = ['Actor', 'Person', 'Place', 'Organization'];

/**
 * "look on the internets.": "'s" before a mark that ends the clause is neither "is" nor "has", which
 * a word must follow, and as an owner's mark it leaves the thing owned unsaid, which is said of a
 * person's home or a shop ("at my aunt's."), not of a thing; the writer wrote a plural.
 */
function isOwnerMarkWithNothingOwned(word: string, after: string | undefined): boolean {
  const owner = /^(\p{L}+)['’]s$/u.exec(word)?.[1];
  if (owner === undefined || after === undefined || !/^[.,;:!?]$/u.test(after)) return false;
  const tags = tagsOfWord(owner.toLowerCase());
  return !ELLIPTIC_OWNER_TAGS.some((tag) => tags.has(tag));
}

/** After a verb (or "to") and before the article or possessive that opens the verb's object. */
function isVerbsObjectPlace(previous: string | undefined, after: string | undefined): boolean {
  if (previous === undefined || after === undefined || !DETERMINERS_AFTER.has(after.toLowerCase())) return false;
  if (previous === 'to') return true;
  const tags = tagsOfWord(previous);
  // "gave the dog a bone": a noun between an article and the object's article is the first object.
  return tags.has('Verb') && tags.has('Infinitive') && !HAVE_FORMS.has(previous);
}

function isAdverbBeforePlainNoun(word: string, tags: ReadonlySet<string>, after: string | undefined): boolean {
  if (!word.endsWith('ly') || !tags.has('Adverb') || after === undefined) return false;
  const next = tagsOfWord(after.toLowerCase());
  return next.has('Noun') && !next.has('Verb') && !next.has('Adjective') && !next.has('Pronoun');
}

/**
 * "He has finishd": after "has", "have" or "had" the participle ("finished"), not the bare verb,
 * when both are among the fits; the bare verb stays where it is the only fit ("have come").
 */
export function isBareVerbBesideItsParticiple(word: string, fits: readonly string[], { before }: Neighbours): boolean {
  if (before === undefined || !HAVE_FORMS.has(before.toLowerCase()) || !tagsOfWord(word).has('Infinitive'))
    return false;
  return fits.some((fit) => fit !== word && fit.startsWith(word.replace(/e$/u, '')) && /(?:ed|en)$/u.test(fit));
}

/** Pronouns whose "'s" (is, has) a writer may type for the possessive ("hes dog" for "his dog"). */
const POSSESSIVE_TWINS = new Set(["he's", "she's", "who's"]);

/**
 * "Hes dog": "he's" (he is, he has) is followed by a participle, an adjective, an article or an
 * adverb, never by a bare noun, which a possessive ("his") stands before.
 */
export function isContractionBeforeNoun(contraction: string, { after }: Neighbours): boolean {
  if (!POSSESSIVE_TWINS.has(contraction.toLowerCase().replace('’', "'")) || after === undefined) return false;
  const next = tagsOfWord(after.toLowerCase());
  return next.has('Noun') && !next.has('Verb') && !next.has('Adjective') && !next.has('Pronoun');
}

/** Another form of the same word ("censored" of "censor", "makes" of "make"), by their shared stem. */
export function isFormOfSameWord(a: string, b: string): boolean {
  const stem = (word: string) => word.replace(/(?:['’]s|ing|es|ed|s|d|e)$/u, '');
  const [stemA, stemB] = [stem(a), stem(b)];
  return a !== b && stemA.length >= 3 && (stemA === stemB || stemA === b || stemB === a);
}

/** Words after which an adjective stands ("was patient", "very patient", "be patient"). */
const ADJECTIVE_PLACE_AFTER = new Set([
  'am',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'very',
  'so',
  'too',
  'really',
]);

/**
 * "I was paticene": a noun in -ence or -ance ("patience") after a form of "be" or a word of degree,
 * where its adjective in -ent or -ant ("patient") is what such a place takes. The letters lean to the
 * noun, the place to the adjective, so neither is the sure fix.
 */
export function isNounInAdjectivePlace(word: string, { before }: Neighbours): boolean {
  const previous = before?.toLowerCase();
  if (previous === undefined || !ADJECTIVE_PLACE_AFTER.has(previous)) return false;
  const adjective = /^(.{3,}[ea]n)c[ey]$/u.exec(word)?.[1];
  return adjective !== undefined && wordCount(`${adjective}t`) > 0;
}

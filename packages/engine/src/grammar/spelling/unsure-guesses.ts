import { rememberedPerText } from '../../text/remembered-words';
import { tagsOfWord } from '../../text/word-tags';
import { type EditShape, editDistance, oneSlipShape } from './slip-shapes';
import { isSingularNounOnly } from './slot-fit';
import { isListedWord, wordCount } from './word-frequency';

/**
 * Fits of a misspelled word that are a dictionary word one slip away but not, as a writing teacher
 * reads it, the word the writer meant; offering them puts a wrong word in the writer's mouth.
 */

/**
 * "notey" → "note": a final "-y" or "-ey" the writer added makes an adjective of the noun ("notey"
 * is a made-up "note-like"), so dropping it is not undoing a slip of the hand. A word that itself
 * ends in "y" ("happyy" → "happy") is a doubled letter, still corrected.
 */
export function dropsWritersEnding(word: string, candidate: string): boolean {
  if (isAdverbEndingLost(word, candidate) || isIngEndingLost(word, candidate)) return true;
  if (candidate.endsWith('y')) return false;
  return word === `${candidate}y` || word === `${candidate}ey` || isAdjectiveEndingLost(word, candidate);
}

/** Misspellings shorter than this may end in "ly" by chance ("fly", "ply"). */
const MIN_ADVERB_LENGTH = 5;

/**
 * "luckly" → "luckily", not "lucky": the "-ly" the writer typed makes an adverb, and a fit without it
 * is a word of another class, which leaves the sentence wrong however common it is.
 */
const isAdverbEndingLost = (word: string, candidate: string): boolean =>
  word.length >= MIN_ADVERB_LENGTH && word.endsWith('ly') && !candidate.endsWith('ly');

/** Misspellings shorter than this may end in a consonant and "g" by chance ("smog", "hang"). */
const MIN_ING_LENGTH = 6;

/**
 * "tantalizg" → "tantalizing", not "tantalize": a long word ending in a consonant and "g", or in
 * "ig", is an "-ing" form with a letter of its ending left out (no English word ends in "zg" or
 * "kig"); a fit without the final "g" is the bare verb, a word of another form.
 */
const isIngEndingLost = (word: string, candidate: string): boolean =>
  word.length >= MIN_ING_LENGTH && /(?:[^aeiou]|i)g$/u.test(word) && !candidate.endsWith('g');

/**
 * "brizy" → "breeze": a final "-y" after a consonant is the adjective ending the writer chose
 * ("breezy"); a word ending in a silent "e" in its place is the noun or verb it was made from, so
 * the writer's slip was in the vowels, not in the ending.
 */
const isAdjectiveEndingLost = (word: string, candidate: string): boolean =>
  /[^aeiouy]y$/u.test(word) && /[^aeiouy]e$/u.test(candidate);

/** Endings that make a word of another class from the same stem ("exact" → "exacting", "exactly"). */
const CLASS_ENDINGS = ['ing', 'ly', 'ed', 'ment', 'ness', 'ion', 'ful'] as const;

/**
 * "exactig" → "exacting": the slip falls in an ending, and the stem with another ending of another
 * word class is a more frequent word ("exactly"), so which word was meant cannot be told from the
 * letters. "walkig" → "walking" is kept: no other ending of "walk" makes a word.
 */
export function isEndingUnsure(word: string, candidate: string): boolean {
  const ending = CLASS_ENDINGS.find((suffix) => candidate.endsWith(suffix));
  if (!ending || word.endsWith(ending)) return false;
  const stem = candidate.slice(0, -ending.length);
  // "colorfull": the whole ending typed, a letter doubled after it; the ending chosen is plain.
  if (word.startsWith(stem + ending)) return false;
  // "contentness" → "contentment": a whole other ending chosen, not a slip inside the ending.
  if (!word.startsWith(stem) || editDistance(word.slice(stem.length), ending) > 1) return false;
  return CLASS_ENDINGS.some(
    (other) => other !== ending && isListedWord(stem + other) && wordCount(stem + other) > wordCount(candidate),
  );
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Shortest misspelling for which a rival two slips away is looked for: short words have too many. */
const MIN_RIVAL_LENGTH = 6;

/**
 * "featers": "feathers" is one letter away, but "features" keeps every typed letter too (one
 * dropped, two swapped) and is as common, so the letters cannot tell which was meant. A rival
 * counts when it is at least a third as frequent as the fit (the lead `likelySpelling` asks for)
 * and the sentence leaves room for it (`ruledOut`: no conjunction right after "the").
 */
export const hasCommonRival = (
  word: string,
  best: string,
  ruledOut: (rival: string) => boolean = () => false,
): boolean => commonRivalsOf(word, best, ruledOut).length > 0;

/**
 * The rivals of `hasCommonRival`, most common first. Another form of the fit's own word ("pateint":
 * "patients" beside "patient") is no rival: the word meant is plain either way.
 */
export function commonRivalsOf(
  word: string,
  best: string,
  ruledOut: (rival: string) => boolean = () => false,
): string[] {
  if (word.length < MIN_RIVAL_LENGTH) return [];
  const bestCount = wordCount(best);
  return slipRivalsOf(word)
    .filter(
      (rival) =>
        rival !== best &&
        !rival.startsWith(best) &&
        !best.startsWith(rival) &&
        wordCount(rival) * 3 >= bestCount &&
        !ruledOut(rival),
    )
    .sort((a, b) => wordCount(b) - wordCount(a));
}

/**
 * The everyday words the misspelling becomes with one letter added and two neighbouring letters
 * after the first swapped, each once: read once per misspelling and document, however many fits are
 * weighed for it.
 */
const slipRivalsOf = rememberedPerText((word: string): readonly string[] => {
  const rivals = new Set<string>();
  for (let index = 1; index <= word.length; index++)
    for (const letter of LETTERS) {
      const added = word.slice(0, index) + letter + word.slice(index);
      for (let swap = 1; swap < added.length - 1; swap++) {
        const rival = added.slice(0, swap) + added.charAt(swap + 1) + added.charAt(swap) + added.slice(swap + 2);
        if (rival !== added && isListedWord(rival)) rivals.add(rival);
      }
    }
  return [...rivals];
});

/**
 * "wich": "which" is one slip away, but so is "with", a common word at least a third as frequent,
 * so the letters cannot tell which was meant. Another form of the fix's own word ("happend":
 * "happen" beside "happened") is no rival: the word meant is plain either way. The slip is counted
 * in letters only, so a dropped apostrophe or space ("dont", "alot") has no rival at all.
 */
export function hasRivalOneSlipAway(typo: string, fix: string): boolean {
  const word = typo.toLowerCase();
  const meant = fix.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (editDistance(word, meant) !== 1) return false;
  const fixCount = wordCount(meant);
  return [...oneSlipAway(word)].some(
    (rival) =>
      rival !== meant &&
      !meant.startsWith(rival) &&
      !rival.startsWith(meant) &&
      isListedWord(rival) &&
      wordCount(rival) * 3 >= fixCount,
  );
}

/** Every string one letter dropped, added, changed or two swapped away from the word. */
function oneSlipAway(word: string): Set<string> {
  const found = new Set<string>();
  for (let index = 0; index <= word.length; index++) {
    const [head, tail] = [word.slice(0, index), word.slice(index)];
    if (tail) found.add(head + tail.slice(1));
    if (tail.length > 1) found.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const letter of LETTERS) {
      found.add(head + letter + tail);
      if (tail) found.add(head + letter + tail.slice(1));
    }
  }
  return found;
}

/** Slips of a single letter, each about as common as the other (see SLIP_PRIOR). */
export const SINGLE_SLIPS: ReadonlySet<EditShape> = new Set<EditShape>([
  'missing letter',
  'doubling',
  'extra letter',
  'swapped letters',
  'vowel for vowel',
  'neighbouring key',
  'sound-alike',
]);

/**
 * A rival one like slip away seen fewer times than this is too rare to have been meant; one seen
 * more often ("cheeks" beside "checks") is as likely as the fix when the two are near in frequency.
 */
const MIN_RIVAL_COUNT = 100;

/** How many times as common the first of two words one like slip away must be to be the word meant. */
const SAME_SLIP_LEAD = 10;

/**
 * "whent": "when" and "went" are each one added letter away, and both are words every writer uses;
 * how often a word is used says little about which of the two this writer meant, the sentence does
 * ("we whent to the park"). Unless one is ten times as common, the writer is asked to check the word.
 */
export function isCloseCommonRival(
  best: { lower: string; shape: EditShape },
  next: { lower: string; shape: EditShape } | undefined,
): boolean {
  if (!next || best.shape !== next.shape || !SINGLE_SLIPS.has(best.shape) || wordCount(next.lower) < MIN_RIVAL_COUNT)
    return false;
  return wordCount(best.lower) < SAME_SLIP_LEAD * wordCount(next.lower);
}

/** Kinds of name a learner often writes lower-case: places, peoples, languages, days and months. */
const LOWER_CASE_NAME_TAGS = ['Place', 'Demonym', 'Date', 'Adjective'];

/**
 * "gorey" → "gory", not the surname "Gorey": a lower-case word one slip from an everyday word is a
 * misspelling of that word, unless the capitalised fit is a name learners often write lower-case
 * ("cuban" → "Cuban", "monday" → "Monday").
 */
export function isEverydayWordNearerThanName(word: string, name: string, candidates: readonly string[]): boolean {
  const tags = tagsOfWord(name);
  if (LOWER_CASE_NAME_TAGS.some((tag) => tags.has(tag))) return false;
  return candidates.some(
    (candidate) =>
      /^\p{Ll}+$/u.test(candidate) &&
      candidate !== word &&
      isListedWord(candidate) &&
      SINGLE_SLIPS.has(oneSlipShape(word, candidate)),
  );
}

/**
 * Words after which an adjective, an adverb or a participle stands, never a bare verb ("very ___",
 * "more ___", "as ___ as", "was ___").
 */
const ADJECTIVE_PLACE_BEFORE = new Set([
  'very',
  'too',
  'so',
  'quite',
  'extremely',
  'fairly',
  'slightly',
  'more',
  'most',
  'less',
  'least',
  'as',
  'how',
  'be',
  'is',
  'was',
  'were',
  'are',
  'am',
  'been',
  'being',
]);

/** Words of degree that go before an adjective or an adverb and never before a noun ("very shuttle"). */
const DEGREE_ONLY = new Set(['very', 'too', 'so', 'extremely', 'fairly', 'slightly', 'how']);

/**
 * "very suttle", "was suttle": after a degree adverb or a form of "be" no bare verb fits ("settle"),
 * nor its present in -s ("settles"), nor after a word of degree a noun ("shuttle"), whatever its
 * frequency; the adjective meant may be a bigger slip away ("subtle").
 */
export function isBareVerbOutOfPlace(before: string | undefined, candidate: string): boolean {
  if (!before || !ADJECTIVE_PLACE_BEFORE.has(before.toLowerCase())) return false;
  const tags = tagsOfWord(candidate);
  if (DEGREE_ONLY.has(before.toLowerCase()) && isSingularNounOnly(candidate)) return true;
  if (tags.has('Noun') || tags.has('Adjective') || tags.has('Adverb')) return false;
  // Nor a verb in -s ("so makes sure"): where the bare verb is out of place, so is its present in -s.
  return tags.has('Infinitive') || (tags.has('PresentTense') && !tags.has('Gerund'));
}

/** Words that take "'s" for "is" or "has" without being nouns or pronouns ("that's", "let's"). */
const APOSTROPHE_S_HOSTS = new Set(['that', 'let']);

/** Parts of speech of the words an "'s" follows: owners (nouns, pronouns, days, numbers) and question words. */
const APOSTROPHE_S_HOST_TAGS = ['Noun', 'Pronoun', 'QuestionWord', 'Date', 'Value'];

/**
 * "bads" → "bad's": an "'s" marks an owner or shortens "is" after a noun, a pronoun or a question
 * word; after an adjective or a verb it is no word a writer means ("the buds open" was meant).
 */
export function isApostropheSOnNoOwner(candidate: string): boolean {
  const stem = /^(\p{L}+)['’]s$/u.exec(candidate)?.[1];
  if (stem === undefined || APOSTROPHE_S_HOSTS.has(stem)) return false;
  const tags = tagsOfWord(stem);
  return !APOSTROPHE_S_HOST_TAGS.some((tag) => tags.has(tag));
}

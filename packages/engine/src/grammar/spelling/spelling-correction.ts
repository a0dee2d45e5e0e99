import { tagsOfWord } from '../../text/word-tags';
import { ARTICLES, POSSESSIVE_DETERMINERS } from '../word-classes';
import { fitShape, MIN_SUBSTITUTION_LENGTH, phSpellings } from './fit-shapes';
import { type HeardVerdict, heardVerdict } from './heard-fit';
import { breaksThePhrase } from './phrase-fit';
import { type EditShape, editDistance, oneSlipShape } from './slip-shapes';
import {
  isBareVerbBesideItsParticiple,
  isContractionBeforeNoun,
  isFormOfSameWord,
  isNounInAdjectivePlace,
  isOutOfPlace,
  type Neighbours,
} from './slot-fit';
import { MIN_HEARD_COUNT, soundsAlike } from './sound-keys';
import {
  commonRivalsOf,
  dropsWritersEnding,
  hasCommonRival,
  isApostropheSOnNoOwner,
  isBareVerbOutOfPlace,
  isCloseCommonRival,
  isEndingUnsure,
  isEverydayWordNearerThanName,
  SINGLE_SLIPS,
} from './unsure-guesses';
import { capitalisedOnlyCount, isListedWord, wordCount } from './word-frequency';
import { endsInBareAdjective, isSafeNameLikeSplit, MIN_SPLIT_CONTENT_WORD, twoWordSplits } from './word-splits';
import { sisterSuffixWords, wordsSpelledAlike } from './words-spelled-alike';
import { changesWritersStem, writersStem } from './writers-stem';

export type { Neighbours } from './slot-fit';

/**
 * How much less often each kind of slip is made than a dropped letter, as a power of ten. Studies of
 * typing and spelling errors (Damerau 1964; Kernighan, Church and Gale 1990) find dropped letters and
 * a single letter written for a double one (or the reverse) the most common, then two letters
 * swapped and one vowel for another ("definately"), then a neighbouring key, then any other letter.
 */
const SLIP_PRIOR: Record<Exclude<EditShape, 'split' | 'other'>, number> = {
  'missing letter': 0,
  doubling: 0,
  apostrophe: 0,
  'swapped letters': -0.3,
  'vowel for vowel': -0.3,
  'sound-alike': -0.3,
  'extra letter': -0.7,
  'neighbouring key': -0.7,
  // A letter neither beside the one meant on the keyboard nor spelling its sound: the rarest single
  // slip in the confusion counts of Kernighan, Church and Gale, so a frequent word it makes does
  // not outweigh a rarer word one vowel away ("sequal" is "sequel", not "sexual").
  substitution: -2,
  // Two or more vowels or doublings wrong at once ("neccesary" for "necessary", "restaraunt"
  // for "restaurant"): the commonest spelling (not typing) error of learners, but two slips, and a
  // second slip in one word is about ten times rarer than one: "adappting" is "adapting" (one
  // letter doubled), not the more frequent "adopting" (a letter doubled and a vowel changed).
  vowels: -1,
  // A double letter written single (or the reverse) and one more slip ("innapropiate"): two slips.
  'doubling and a slip': -1,
  // Two pairs of neighbours swapped ("freindhsip" for "friendship"): every letter typed, two slips.
  'two swaps': -1,
  // Two typing slips in a long word ("tempreture": two letters swapped and one dropped, every letter
  // typed kept): long words have few such neighbours, so the word meant still stands out.
  'two slips': -1,
  // "-ness" written for "-ment" ("contentness"): a learner's choice of ending, made as often as a
  // vowel spelt by sound, but a whole ending changed.
  'sister suffix': -1,
};

const TYPING_SLIPS = new Set<EditShape>(['missing letter', 'doubling', 'swapped letters', 'apostrophe']);

/** A fix is offered only when it is at least this many times as likely as the next one (log10 3). */
const CLEAR_LEAD = Math.log10(3);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Everyday words one slip away from the misspelled word (a letter dropped, added, swapped or
 * changed, the first letter kept), most frequent first: harper.js offers only its three nearest
 * words, which often leave out the one meant ("finlly" → "filly", "finely").
 */
export function everydayWordsNear(misspelled: string, limit = 12): string[] {
  const word = misspelled.toLowerCase();
  if (!/^\p{Ll}{3,}$/u.test(word)) return [];
  const edits = new Set<string>();
  for (let index = 1; index <= word.length; index++) {
    const [head, tail] = [word.slice(0, index), word.slice(index)];
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const letter of LETTERS) {
      edits.add(head + letter + tail);
      if (tail) edits.add(head + letter + tail.slice(1));
    }
  }
  edits.delete(word);
  for (const same of [...wordsSpelledAlike(word), ...sisterSuffixWords(word), ...phSpellings(word)]) edits.add(same);
  // "couldnt", "thats", "todays": a contraction or a possessive without its apostrophe.
  if (word.endsWith('nt')) edits.add(`${word.slice(0, -2)}n't`);
  // "isent", "wasent": a vowel written where the apostrophe of "n't" goes.
  if (/[aeiou]nt$/u.test(word)) edits.add(`${word.slice(0, -3)}n't`);
  if (word.endsWith('s') && isListedWord(word.slice(0, -1))) edits.add(`${word.slice(0, -1)}'s`);
  return [...edits]
    .filter((edit) => isListedWord(edit) || (/'(?:t|s)$/u.test(edit) && wordCount(edit) > 0))
    .sort((a, b) => wordCount(b) - wordCount(a))
    .slice(0, limit);
}

/**
 * The word the writer most plausibly meant, among dictionary words (harper's suggestions and the
 * everyday words one slip away), or `undefined` when none is clearly more likely than the rest.
 * Each fit is weighed by how common the slip is and how common the word is; the first letter is
 * kept; a split into two words is offered only when no single word fits.
 */
export function likelySpelling(
  misspelled: string,
  candidates: readonly string[],
  neighbours: Neighbours = {},
): string | undefined {
  const word = misspelled.toLowerCase();
  // "cuban" → "Cuban", "tv" → "TV": the letters are right, the word is a name or an abbreviation.
  const recased = candidates.find((candidate) => candidate !== misspelled && candidate.toLowerCase() === word);
  if (recased && /^\p{Ll}+$/u.test(misspelled) && !isEverydayWordNearerThanName(word, recased, candidates))
    return recased;
  // "wasnt", "dosnt": a contraction typed without its apostrophe is that contraction, however common
  // a word a slip away ("want", "dost"); restoring the apostrophe changes no letter the writer typed.
  const contraction = candidates.find(
    (candidate) => isContractionOf(word, candidate) && !isApostropheSOnNoOwner(candidate.toLowerCase()),
  );
  // "Hes dog": before a bare noun the writer meant the possessive, not "he's"; the letters cannot say which.
  if (contraction && isContractionBeforeNoun(contraction, neighbours)) return undefined;
  // "shes says": before a verb in -s the writer meant the pronoun, and "she's says" mends nothing.
  if (contraction && PRONOUN_IS.test(contraction) && isVerbInS(neighbours.after)) return undefined;
  // "censorships can": no "'s" stands before a modal; the letters are weighed as any other slip.
  // "… want thats.": no "that's" ends a clause, and the letters name no other word surely ("tats"?).
  if (contraction && breaksThePhrase(contraction.toLowerCase(), neighbours)) return undefined;
  if (contraction && !isOutOfPlace(contraction.toLowerCase(), neighbours)) return inCaseOf(misspelled, contraction);
  const negative = negativeMissingALetter(word);
  if (negative) return inCaseOf(misspelled, negative);
  const called = calledForAfter(neighbours.before, word, candidates);
  if (called) return inCaseOf(misspelled, called);
  const afterDeterminer = !!neighbours.before && NOUN_DETERMINERS.has(neighbours.before.toLowerCase());
  const weighed = weighedFits(misspelled, candidates, neighbours);
  const fits = weighed.filter(({ shape }) => shape !== 'split').sort((a, b) => b.score - a.score);
  const words = fits.filter(({ outOfPlace }) => !outOfPlace);
  const [best] = words;
  // A word the place rules out still rivals a fit of another word ("to waent": "went" is out of
  // place, but it keeps "want" from being sure); another form of the fit's own word does not.
  const rivals = fits.filter(
    (fit) => fit !== best && (!fit.outOfPlace || !best || !isFormOfSameWord(fit.lower, best.lower)),
  );
  const [next] = rivals;
  const splits = weighed.filter(({ shape }) => shape === 'split');
  // Two words run together keep every letter the writer typed ("sametime" is "same time", not
  // "sometime"); a word one typing slip away is as likely ("allmost" is "almost", not "all most";
  // "atend" is "attend"), and so is a word more common than the split's rarer word ("imagein" is
  // "imagine", not "image in"), so the split is offered only when no such word fits.
  const [split] = splits.filter(({ lower }) => !/^\p{Lu}/u.test(misspelled) || isSafeNameLikeSplit(lower));
  if (splits.length === 1 && split && !words.some((fit) => isAsLikelyAsSplit(fit, split.lower)))
    return inCaseOf(misspelled, split.lower);
  const heard = verdictOfSound(word, fits, neighbours);
  // The sound names the word, or shows two side by side (`spellingChoices`): no guess of the letters.
  if (heard)
    return 'fix' in heard && isSafeHeardFix(misspelled, heard.fix, words, neighbours)
      ? inCaseOf(misspelled, heard.fix)
      : undefined;
  if (!best) return undefined;
  const chosen = MULTI_SLIP.has(best.shape) ? fitKeepingLetters(word, best, words) : best;
  if (!chosen) return undefined;
  if (chosen === best && next && best.score - next.score < CLEAR_LEAD) return undefined;
  // A rival further down the list may be the same slip away ("waent": "want", and "went" behind a
  // word of another slip): each one is weighed, not only the next.
  if (rivals.some((rival) => rival !== chosen && isCloseCommonRival(chosen, rival))) return undefined;
  // Any other letter for one letter is a different word more often than a slip ("windov" may be
  // "window" or a word two slips away); in short words so are most other fits ("bofk" → "book").
  if (chosen.shape === 'substitution') return undefined;
  if (word.length < MIN_SUBSTITUTION_LENGTH && !TYPING_SLIPS.has(chosen.shape)) return undefined;
  // A capitalised word may be a name, which differs from a word by more than a slip of the hand:
  // only a dropped, doubled or swapped letter is corrected ("Finlly", not "Ania" → "Any").
  if (/^\p{Lu}/u.test(misspelled) && !TYPING_SLIPS.has(chosen.shape)) return undefined;
  const ruledOut = (rival: string) => (afterDeterminer && isFunctionWord(rival)) || breaksThePhrase(rival, neighbours);
  if (hasCommonRival(word, chosen.lower, ruledOut)) return undefined;
  if (MULTI_SLIP.has(chosen.shape) && hasNearerCommonerWord(word, chosen.lower, candidates)) return undefined;
  // "launage" → "linage": two slips to a word no everyday list knows is a guess, not the word meant.
  if (MULTI_SLIP.has(chosen.shape) && wordCount(chosen.lower) === 0) return undefined;
  // "opion": "option" lacks one letter, but "opinion", which keeps every letter typed with two left
  // out, is more common; the letters cannot tell which was meant.
  if (chosen.shape === 'missing letter' && hasCommonerWordTwoLettersLonger(word, chosen.lower)) return undefined;
  if (isNounInAdjectivePlace(chosen.lower, neighbours)) return undefined;
  return inCaseOf(misspelled, chosen.lower);
}

/**
 * How often a candidate occurs. A word the dictionary offers in lower case that the subtitles list
 * only with a capital ("chief", "captain": mostly spoken as titles) is counted by its capitalised
 * uses; weighed as unlisted, a rarer word a slip away would win ("cheif" → "chef").
 */
function everydayCount(candidate: string): number {
  const count = wordCount(candidate);
  return count === 0 && /^\p{Ll}+$/u.test(candidate) ? capitalisedOnlyCount(candidate) : count;
}

/** Whether a one-word fit is as likely as the split: a typing slip away, or more common than the split's rarer word. */
function isAsLikelyAsSplit(fit: WeighedFit, split: string): boolean {
  if (TYPING_SLIPS.has(fit.shape)) return true;
  if (fit.shape === 'substitution') return false;
  return wordCount(fit.lower) > Math.min(...split.split(' ').map(wordCount));
}

/**
 * Each candidate the writer may have meant, weighed by how common the slip and the word are; the
 * words no writer puts in the place are left out, and those of the wrong form marked `outOfPlace`.
 */
function weighedFits(misspelled: string, candidates: readonly string[], neighbours: Neighbours): WeighedFit[] {
  const word = misspelled.toLowerCase();
  const compound = isClosedCompound(word);
  const nounCalledFor = isNounPlace(neighbours);
  const endsNounPhrase = nounCalledFor || isNounPlaceAfterPreposition(neighbours);
  const afterDeterminer = !!neighbours.before && NOUN_DETERMINERS.has(neighbours.before.toLowerCase());
  const seen = new Set<string>();
  const lowerCandidates = candidates.map((candidate) => candidate.toLowerCase());
  return candidates.flatMap((candidate): WeighedFit[] => {
    const lower = candidate.toLowerCase();
    // A capitalised suggestion for a lower-case word is a name the writer did not mean.
    if (seen.has(lower) || lower === word || (/^\p{Lu}/u.test(candidate) && /^\p{Ll}/u.test(misspelled))) return [];
    if (isEndingNoStemTakes(word, lower) || dropsWritersEnding(word, lower) || isEndingUnsure(word, lower)) return [];
    // "hearting" is "heart" with "-ing" added: "hearing" changes the word the writer built on.
    if (changesWritersStem(word, lower)) return [];
    // Two everyday words written as one ("waterslides") are the writer's own compound: a rare
    // word a letter away from it ("watersides") is not what they meant.
    if (compound && !lower.includes(' ') && wordCount(lower) === 0) return [];
    // "the sequal to the film": between a determiner and a preposition stands a noun, not an
    // adjective ("sexual"), which would leave its noun unsaid.
    if (nounCalledFor && !lower.includes(' ') && isAdjectiveOnly(lower)) return [];
    // "for our safly and comfort", "for safly and privacy": an adverb in -ly ends no noun phrase.
    if (endsNounPhrase && isLyAdverbOnly(lower)) return [];
    // "peoples", "childrens": a plural given another -s is the learner's slip, never the fix.
    if (isPluralOfPlural(lower)) return [];
    // "the wether": no conjunction, preposition or pronoun follows an article ("whether" is not meant).
    if (afterDeterminer && isFunctionWord(lower)) return [];
    if (isBareVerbOutOfPlace(neighbours.before, lower)) return [];
    if (isApostropheSOnNoOwner(lower)) return [];
    // "it tought me": "thought" takes no person as its object, so it neither wins nor rivals "taught".
    if (breaksThePhrase(lower, neighbours)) return [];
    seen.add(lower);
    const shape = fitShape(word, lower);
    if (shape === 'other' || shape === 'split') return shape === 'split' ? [{ lower, shape, score: 0 }] : [];
    // The form or class the sentence needs there: "should censore" is "censor", never "censored".
    const outOfPlace =
      isOutOfPlace(lower, neighbours) || isBareVerbBesideItsParticiple(lower, lowerCandidates, neighbours);
    return [{ lower, shape, score: Math.log10(everydayCount(candidate) + 1) + SLIP_PRIOR[shape], outOfPlace }];
  });
}

/**
 * The verdict of the sound of the misspelling (`heard-fit`) when the likeliest fit the place takes
 * (`fits`, most likely first, out-of-place ones marked) sounds different.
 */
function verdictOfSound(word: string, fits: readonly WeighedFit[], neighbours: Neighbours): HeardVerdict {
  // The letters' likeliest common fit; when it sounds as the misspelling does, the letters and the
  // sound agree, and the letters' rules decide between it and its rivals ("waint": "want", "went").
  const likeliest = fits.find(
    (fit) => !fit.outOfPlace && /^\p{Ll}+$/u.test(fit.lower) && wordCount(fit.lower) >= MIN_HEARD_COUNT,
  );
  if (!likeliest || soundsAlike(word, likeliest.lower)) return undefined;
  const fitsThePlace = (heard: string) => {
    const fit = fits.find(({ lower }) => lower === heard);
    return fit ? !fit.outOfPlace : isHeardWordInPlace(word, heard, neighbours);
  };
  return heardVerdict(word, likeliest.lower, fitsThePlace);
}

/** Whether a word heard but no slip away ("laughing" for "laffing") is of a form and class the place takes. */
function isHeardWordInPlace(word: string, heard: string, neighbours: Neighbours): boolean {
  if (dropsWritersEnding(word, heard) || isEndingUnsure(word, heard) || changesWritersStem(word, heard)) return false;
  if (isBareVerbOutOfPlace(neighbours.before, heard) || breaksThePhrase(heard, neighbours)) return false;
  return !isOutOfPlace(heard, neighbours);
}

/**
 * A fit the sound names is still no fix for a capitalised word unless a typing slip away (it may be
 * a name), nor a noun where an adjective stands.
 */
function isSafeHeardFix(misspelled: string, fix: string, words: readonly WeighedFit[], neighbours: Neighbours) {
  const shape = words.find((fit) => fit.lower === fix)?.shape;
  if (/^\p{Lu}/u.test(misspelled) && (!shape || !TYPING_SLIPS.has(shape))) return false;
  return !isNounInAdjectivePlace(fix, neighbours);
}

/** A second word this near to the first is as likely, for choices shown side by side (log10 10). */
const CHOICE_SPREAD = 1;

/** Fewer sightings than this and a word is too rare to show as a choice (as MIN_RIVAL_COUNT). */
const MIN_CHOICE_COUNT = 100;

/**
 * When no one word is clearly meant, the two or three words that are, most likely first ("whent":
 * "when", "went"): each a single slip of the hand away (no name, no split, no contraction, no letter
 * changed at random), common, of a form the place takes, and within ten times as likely; or a
 * word as common two slips away that keeps every letter typed ("featers": "feathers", "features").
 * An empty list when fewer than two are, or the word is a name or too short to weigh.
 */
export function spellingChoices(
  misspelled: string,
  candidates: readonly string[],
  neighbours: Neighbours = {},
): string[] {
  if (!/^\p{Ll}+$/u.test(misspelled)) return [];
  const weighed = weighedFits(misspelled, candidates, neighbours);
  const placed = weighed.filter((fit) => fit.shape !== 'split').sort((a, b) => b.score - a.score);
  const heard = verdictOfSound(misspelled, placed, neighbours);
  if (heard) return 'choices' in heard ? heard.choices : [];
  if (misspelled.length < MIN_SUBSTITUTION_LENGTH) return [];
  const fits = weighed
    .filter(
      (fit) =>
        !fit.outOfPlace &&
        SINGLE_SLIPS.has(fit.shape) &&
        /^\p{Ll}+$/u.test(fit.lower) &&
        wordCount(fit.lower) >= MIN_CHOICE_COUNT,
    )
    .sort((a, b) => b.score - a.score);
  const [first] = fits;
  if (!first) return [];
  const near = fits.filter((fit) => fit === first || first.score - fit.score < CHOICE_SPREAD).map((fit) => fit.lower);
  const rivals = commonRivalsOf(misspelled, first.lower, (rival) => breaksThePhrase(rival, neighbours));
  const choices = [...new Set([first.lower, ...near, ...rivals])].slice(0, 3);
  return choices.length > 1 ? choices : [];
}

/** How many times as common a fit of two slips must be to outweigh one of a single typing slip. */
const KEPT_LETTERS_LEAD = 100;

/** A fit of one typing slip seen fewer times than this ("instill") is too rare to be the word meant. */
const MIN_KEEPER_COUNT = 20;

/**
 * "slaping": "sleeping" is far more common, but it takes two slips (a vowel changed, another added)
 * where "slapping" takes one that keeps every letter typed (a double letter written single, the
 * learner's commonest slip). The fit of one typing slip is the word meant unless the other is a
 * hundred times as common; `undefined` when that fit is too rare to tell or has a rival of its kind.
 */
function fitKeepingLetters(word: string, best: WeighedFit, words: readonly WeighedFit[]): WeighedFit | undefined {
  const [keeper, rival] = words.filter(({ shape }) => !MULTI_SLIP.has(shape));
  if (!keeper) return best;
  const keeperCount = wordCount(keeper.lower);
  // "menoir": "memoir" is one key beside the letter typed, "minor" two slips away; the second word
  // is more common, but not so much more that the two slips outweigh the one, so neither is sure.
  if (SINGLE_SLIPS.has(keeper.shape) && !TYPING_SLIPS.has(keeper.shape) && keeperCount > 0)
    return keeperCount * KEPT_LETTERS_LEAD < wordCount(best.lower) ? best : undefined;
  // A word no everyday list knows ("dalliers") is no rival; nor is one that drops a letter typed
  // ("tooken" is "taken", not "token").
  if (!TYPING_SLIPS.has(keeper.shape) || keeper.lower.length < word.length) return best;
  if (keeperCount === 0) return best;
  if (keeperCount < MIN_KEEPER_COUNT || keeperCount * KEPT_LETTERS_LEAD < wordCount(best.lower)) return undefined;
  return rival && keeper.score - rival.score < CLEAR_LEAD ? undefined : keeper;
}

interface WeighedFit {
  lower: string;
  shape: EditShape;
  score: number;
  /** Of a form or class the sentence cannot take where the misspelling stands (slot-fit). */
  outOfPlace?: boolean;
}

/** The negative contractions of the auxiliaries and modals, without their apostrophe. */
const NEGATIVES = [
  'doesnt',
  'couldnt',
  'wouldnt',
  'shouldnt',
  'wasnt',
  'werent',
  'arent',
  'havent',
  'hasnt',
  'hadnt',
  'didnt',
  'mustnt',
];

/**
 * "dosnt" → "doesn’t", "coudnt" → "couldn’t": a negative contraction typed without its apostrophe
 * and one letter of its stem; no other word ends so, and the "nt" the writer typed shows the negative.
 */
function negativeMissingALetter(word: string): string | undefined {
  if (!word.endsWith('nt') || word.length < 4) return undefined;
  const fits = NEGATIVES.filter(
    (negative) =>
      negative.length === word.length + 1 &&
      [...negative.slice(0, -2)].some((_, at) => negative.slice(0, at) + negative.slice(at + 1) === word),
  );
  const [fit] = fits;
  return fits.length === 1 && fit ? `${fit.slice(0, -1)}’t` : undefined;
}

/** A contraction whose letters, apostrophe left out, are the word: "wasnt" → "wasn't", "theyre" → "they're". */
const isContractionOf = (word: string, candidate: string): boolean =>
  /['’](?:t|s|re|ll|ve|d|m)$/iu.test(candidate) && candidate.replace(/['’]/gu, '').toLowerCase() === word;

/** Fits of two slips or more, which a nearer word outweighs. */
const MULTI_SLIP = new Set<EditShape>(['vowels', 'doubling and a slip', 'two swaps', 'two slips', 'sister suffix']);

/** How many times as common a rival word must be to make a fit of two slips or more a guess. */
const NEARER_RIVAL_FACTOR = 10;

/**
 * "importanint" → "impertinent" (three vowels changed) while "important" is two letters away and far
 * more common: a fit of several slips is no clear reading when a more common word lies nearer, even
 * one the slip shapes do not name; the misspelling is shown without a fix.
 */
function hasNearerCommonerWord(word: string, best: string, candidates: readonly string[]): boolean {
  const distance = editDistance(word, best);
  const bestCount = wordCount(best);
  return candidates.some((candidate) => {
    const lower = candidate.toLowerCase();
    if (lower === best || lower.includes(' ')) return false;
    const rivalDistance = editDistance(word, lower);
    const rivalCount = wordCount(lower);
    // "arcuna": "arcane" is two vowels away, "around" two letters away and a thousand times as
    // common; a rare word is no sure reading when an everyday word is as near.
    if (rivalDistance === distance && rivalCount >= SAME_DISTANCE_RIVAL_FACTOR * Math.max(bestCount, 1)) return true;
    return rivalDistance < distance && rivalCount >= NEARER_RIVAL_FACTOR * Math.max(bestCount, 1);
  });
}

/** How many times as common a word as near as a fit of two slips must be to make that fit a guess. */
const SAME_DISTANCE_RIVAL_FACTOR = 100;

/**
 * Whether a word more common than the fix keeps every letter typed, in order, with two more letters
 * between the first and the last ("opion": "opinion" beside "option").
 */
function hasCommonerWordTwoLettersLonger(word: string, fix: string): boolean {
  const fixCount = wordCount(fix);
  const once = new Set<string>();
  for (let at = 1; at < word.length; at++)
    for (const letter of LETTERS) once.add(word.slice(0, at) + letter + word.slice(at));
  for (const longer of once)
    for (let at = 1; at < longer.length; at++)
      for (const letter of LETTERS) {
        const twice = longer.slice(0, at) + letter + longer.slice(at);
        if (twice !== fix && !twice.startsWith(fix) && wordCount(twice) > fixCount) return true;
      }
  return false;
}

const NOUN_DETERMINERS = new Set<string>([...ARTICLES, ...POSSESSIVE_DETERMINERS]);

/** Words after which a noun phrase has ended ("the film that …", "a sequel to …"). */
const PHRASE_CLOSERS = new Set(['that', 'which', 'who', 'whom', 'whose']);

/**
 * Whether the word stands where only a noun fits: after an article or a possessive and before a
 * preposition, a conjunction, a relative word or a punctuation mark, which end the noun phrase.
 */
function isNounPlace({ before, after }: Neighbours): boolean {
  if (!before || !after || !NOUN_DETERMINERS.has(before.toLowerCase())) return false;
  if (/^[.,;:!?)]$/u.test(after)) return true;
  const lower = after.toLowerCase();
  const tags = tagsOfWord(lower);
  return PHRASE_CLOSERS.has(lower) || tags.has('Preposition') || tags.has('Conjunction');
}

/**
 * The one word the word before calls for, when a slip away: after a comparative comes "than"
 * ("taller tham" → "than"), whatever word a slip of the same size makes elsewhere ("them", "that").
 */
function calledForAfter(wordBefore: string | undefined, word: string, candidates: readonly string[]) {
  if (!wordBefore || !isComparative(wordBefore.toLowerCase())) return undefined;
  const than = candidates.find((candidate) => candidate.toLowerCase() === 'than');
  return than && oneSlipShape(word, 'than') !== 'other' ? 'than' : undefined;
}

/** Parts of speech that never stand right after an article or a possessive. */
const FUNCTION_WORD_TAGS = ['Conjunction', 'Preposition', 'QuestionWord', 'Determiner', 'Pronoun'];

const isFunctionWord = (word: string): boolean => {
  const tags = tagsOfWord(word);
  return FUNCTION_WORD_TAGS.some((tag) => tags.has(tag));
};

/** A pronoun with "'s" ("she's", "that's"), which a verb in -s never follows. */
const PRONOUN_IS = /^(?:he|she|it|that|there|what|who|here|where)['’]s$/iu;

/** A present-tense verb in -s other than "is" or "has" ("says", "wants"). */
function isVerbInS(word: string | undefined): boolean {
  const lower = word?.toLowerCase() ?? '';
  if (!/^\p{Ll}{3,}s$/u.test(lower) || lower === 'has') return false;
  const tags = tagsOfWord(lower);
  return tags.has('Verb') && tags.has('PresentTense') && !tags.has('Copula') && !tags.has('Noun');
}

/** An adverb in -ly and nothing else ("safely", "sadly"). */
function isLyAdverbOnly(word: string): boolean {
  const tags = tagsOfWord(word);
  return word.endsWith('ly') && tags.has('Adverb') && !tags.has('Adjective') && !tags.has('Noun');
}

/** "people" + "s": a plural noun given another -s ("peoples", "childrens", "mens"). */
function isPluralOfPlural(word: string): boolean {
  if (!/[^s]s$/u.test(word)) return false;
  const stem = word.slice(0, -1);
  return !stem.endsWith('s') && tagsOfWord(stem).has('Plural');
}

/** Prepositions that an adverb of time may follow ("until recently"); after the others, a noun phrase. */
const TIME_PREPOSITIONS = new Set(['until', 'till', 'since', 'than']);

/**
 * Whether the word stands between a preposition and "and", "or" or a punctuation mark, where a
 * noun phrase ends ("for safety and privacy").
 */
function isNounPlaceAfterPreposition({ before, after }: Neighbours): boolean {
  if (!before || !after || TIME_PREPOSITIONS.has(before.toLowerCase())) return false;
  if (!tagsOfWord(before.toLowerCase()).has('Preposition')) return false;
  return /^(?:[.,;:!?)]|and|or)$/iu.test(after);
}

function isAdjectiveOnly(word: string): boolean {
  const tags = tagsOfWord(word);
  return tags.has('Adjective') && !tags.has('Noun') && !tags.has('Verb');
}

const COMPARING_WORDS = new Set(['more', 'less', 'fewer', 'rather', 'other']);

const isComparative = (word: string): boolean => COMPARING_WORDS.has(word) || tagsOfWord(word).has('Comparative');

/**
 * Two everyday words of full length written as one ("waterslides", "firetruck"): English closes
 * compounds freely, so a dictionary that lacks one says little about the writer's spelling.
 */
export const isClosedCompound = (word: string): boolean =>
  // "hearting" is "heart" with "-ing" added, a form the writer built, not "hear" closed with "ting".
  writersStem(word) === undefined &&
  twoWordSplits(word).some((split) => {
    const parts = split.split(' ');
    return parts.every((part) => part.length >= MIN_SPLIT_CONTENT_WORD) && !endsInBareAdjective(parts);
  });

/**
 * "durables" → "durable": an -s dropped from a word whose stem takes none (an adjective, an adverb)
 * is not a slip of the hand; the writer wrote a plural or a verb in -s, so meant another word. A
 * noun's or a verb's stem is kept ("informations" → "information").
 */
function isEndingNoStemTakes(word: string, candidate: string): boolean {
  if (word !== `${candidate}s`) return false;
  const tags = tagsOfWord(candidate);
  return !tags.has('Noun') && !tags.has('Verb');
}

/** The dictionary's suggestion worth showing for a misspelled word, or `undefined` when none is a safe fit. */
export const fittingSpelling = (misspelled: string, suggestions: readonly string[]): string | undefined =>
  likelySpelling(misspelled, suggestions);

function inCaseOf(misspelled: string, word: string): string {
  return /^\p{Lu}/u.test(misspelled) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

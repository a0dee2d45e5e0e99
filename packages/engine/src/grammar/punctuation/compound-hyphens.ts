import { matchesOf } from '../../text/pattern-matches';
import { tagsOfWord } from '../../text/word-tags';
import { punctuationIssue } from '../commas/comma-findings';
import type { SentenceCheck, StyleIssue } from '../finding';
import { ARTICLES, DEMONSTRATIVES, oneOf, POSSESSIVE_DETERMINERS, wordPattern } from '../word-classes';

/**
 * Compound adjectives before a noun are hyphenated ("a well-known writer", "a two-week holiday",
 * "long-term plans"); after the noun or a verb they are not ("the writer is well known"). The
 * compounds are those dictionaries list with a hyphen as adjectives, grouped by how they are made:
 * "well", "ill", "self" or "eco" with a participle or an adjective; a number with a unit of time,
 * distance or size; a noun with an -ing participle; and fixed pairs and phrases.
 */
const WELL_OR_SELF = String.raw`(?:well|ill)\s+(?:\p{Ll}+ed|known|made|paid|built|done|grown|written|kept|read|dressed|off)|self\s+(?:\p{Ll}+ed|\p{Ll}+ing|taught|made|employed)|eco\s+friendly|user\s+friendly|above\s+mentioned`;

const NUMBER =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|\\d+)';

const UNIT =
  '(?:second|minute|hour|day|week|month|year|mile|kilometre|kilometer|km|metre|meter|storey|story|page|star|piece|person|seat|bedroom|room|course|lane|floor)';

const NOUN_AND_PARTICIPLE =
  '(?:time\\s+(?:consuming|saving)|life\\s+(?:changing|threatening)|eye\\s+(?:catching|opening)|record\\s+breaking|award\\s+winning|mouth\\s+watering|heart\\s+(?:breaking|warming)|energy\\s+saving|money\\s+saving|thought\\s+provoking|English\\s+speaking|labour\\s+saving|fun\\s+loving|law\\s+abiding)';

const FIXED_PAIRS =
  '(?:long\\s+(?:term|lasting|standing|distance)|short\\s+(?:term|lived)|full\\s+time|part\\s+time|high\\s+(?:quality|rise|tech|speed)|low\\s+(?:cost|budget)|first\\s+(?:class|hand)|last\\s+minute|fast\\s+(?:paced|growing|moving)|hard\\s+working|good\\s+looking|open\\s+minded|narrow\\s+minded|absent\\s+minded|old\\s+fashioned|kind\\s+hearted|ever\\s+(?:changing|growing|increasing)|never\\s+ending|world\\s+famous|middle\\s+aged|one\\s+way|two\\s+way|so\\s+called|up\\s+to\\s+date|state\\s+of\\s+the\\s+art|face\\s+to\\s+face|day\\s+to\\s+day|one\\s+to\\s+one|one\\s+on\\s+one|out\\s+of\\s+date)';

const COMPOUND = new RegExp(
  String.raw`\b(${WELL_OR_SELF}|${NUMBER}\s+${UNIT}(?!\s+old\b)|${NOUN_AND_PARTICIPLE}|${FIXED_PAIRS})\s+(\p{Ll}+)`,
  'giu',
);

/** Parts of speech that show the word after the compound is no noun it describes. */
const NOT_A_NOUN = ['Preposition', 'Determiner', 'Conjunction', 'Pronoun', 'Adverb', 'Copula', 'Modal', 'QuestionWord'];

const NUMBER_AND_UNIT = new RegExp(String.raw`^${NUMBER}\s+${UNIT}$`, 'iu');

/**
 * "a two-week holiday", "their one-day trip": a number and a unit describe a noun only inside a
 * noun phrase, after its determiner. Without one they are a span of time of their own ("One day
 * my brother…", "Two years later…", "We waited three hours there").
 */
const OPENS_NOUN_PHRASE = wordPattern(
  'iu',
)`(?:\b(?:${oneOf([...ARTICLES, ...DEMONSTRATIVES, ...POSSESSIVE_DETERMINERS, 'each', 'every', 'another'])})|\p{L}['’]s)\s+$`;

function isNoun(word: string): boolean {
  const tags = tagsOfWord(word.toLowerCase());
  return tags.has('Noun') && !NOT_A_NOUN.some((tag) => tags.has(tag));
}

export const compoundHyphens: SentenceCheck = (sentence) =>
  matchesOf(COMPOUND, sentence.text).flatMap((match): StyleIssue[] => {
    const [, compound = '', next = ''] = match;
    if (!isNoun(next) || /^(?:ago|later|old|long|before|after|earlier)$/iu.test(next)) return [];
    if (NUMBER_AND_UNIT.test(compound) && !OPENS_NOUN_PHRASE.test(sentence.text.slice(0, match.index))) return [];
    // "One way schools help is …", "one way people cope": without a determiner before it, "one way"
    // before a plural or at the start is a noun phrase a clause describes, not "a one-way street".
    if (
      /^(?:one|two)\s+way$/iu.test(compound) &&
      !OPENS_NOUN_PHRASE.test(sentence.text.slice(0, match.index)) &&
      (match.index === 0 || /s$/iu.test(next))
    )
      return [];
    // "his self", "my self": a noun, not the first half of a compound.
    if (
      /^self/iu.test(compound) &&
      wordPattern('iu')`\b(?:${oneOf(POSSESSIVE_DETERMINERS)})\s+$`.test(sentence.text.slice(0, match.index))
    )
      return [];
    return [
      punctuationIssue(
        'punctuation.compound-hyphens',
        sentence,
        match.index,
        compound,
        compound.replace(/\s+/gu, '-'),
        'Words that together describe the noun after them are joined by hyphens: “a well-known writer”, “a two-week holiday”.',
      ),
    ];
  });

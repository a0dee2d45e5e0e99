import { tagsOfWord } from '../../../text/word-tags';
import { type PatternRule, word } from '../../pattern-rule';
import { ARTICLES, DEMONSTRATIVES, oneOf, POSSESSIVE_DETERMINERS } from '../../word-classes';

/**
 * Singular nouns that are countable in every everyday sense, so that alone after "have", "need" or
 * "buy" they lack "a" ("we have car" → "a car"). Nouns with a mass or idiomatic bare use are left
 * out: "have company", "have reason to", "have time", "have fun", "have lunch", "have trouble".
 */
const COUNTABLE_THINGS = [
  'job',
  'car',
  'house',
  'flat',
  'apartment',
  'computer',
  'laptop',
  'smartphone',
  'camera',
  'bike',
  'bicycle',
  'ticket',
  'garden',
  'dog',
  'cat',
  'boyfriend',
  'girlfriend',
  'brother',
  'sister',
  'friend',
  'mistake',
  'decision',
  'opportunity',
  'chance',
  'suggestion',
  'question',
  'problem',
  'plan',
  'dream',
  'goal',
  'career',
  'future',
  'degree',
  'diploma',
  'scholarship',
  'internship',
  'interview',
  'exam',
  'party',
  'meeting',
  'trip',
] as const;

/**
 * Words that fill the slot before the noun without describing it: determiners, amounts, adverbs and
 * verbs ("had to plan", "have never car" is not English either way).
 */
const NOT_A_DESCRIBER = new RegExp(
  `^(?:${oneOf(ARTICLES, DEMONSTRATIVES, POSSESSIVE_DETERMINERS)}|no|any|some|another|one|every|each|such|what|which|whose|to|and|or|been|not|never|also|just|already|got|own|enough|more|less|much|many|lots|plenty|same|other)$`,
  'iu',
);

/** A word of two or more letters that can describe a noun: an adjective, or a noun used as one ("health problem"). */
function describes(modifier: string): boolean {
  const lower = modifier.toLowerCase();
  if (NOT_A_DESCRIBER.test(lower)) return false;
  if (lower.includes('-')) return true;
  const tags = tagsOfWord(lower);
  if (tags.has('Determiner') || tags.has('Pronoun') || tags.has('Adverb') || tags.has('Preposition')) return false;
  return tags.has('Adjective') || (tags.has('Noun') && !tags.has('Verb'));
}

/** "an" before a vowel sound as it is written ("an old car", "a useful plan", "an hour" is not in play here). */
const articleFor = (next: string): string => (/^[aeio]/iu.test(next) || /^u(?!n[iy]|s|r)/iu.test(next) ? 'an' : 'a');

export const DETERMINERS_COUNTABLE_AFTER_HAVE_RULES: readonly PatternRule[] = [
  {
    id: 'determiner.countable-thing-after-have-takes-a',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(have|has|had|need|needs|needed|want|wants|wanted|buy|buys|bought|got)\s+(?:(\p{Ll}+(?:-\p{Ll}+)?)\s+)?(${COUNTABLE_THINGS.join('|')})\b(?=\s*[.,;:!?)]|\s*$|\s+(?:but|because|in|at|for|with|to|from|which|that|so|of|about|on|when|if|after|before)\b)`,
      'giu',
    ),
    explanation:
      'One countable thing takes “a” (or “the”, “my”…): “we have a car”, “she needs a new job”, “it has a future”.',
    fix: (match) => {
      const verb = word(match, 1);
      const modifier = match[2];
      const noun = word(match, 3);
      if (modifier !== undefined && !describes(modifier)) return undefined;
      const phrase = modifier === undefined ? noun : `${modifier} ${noun}`;
      return `${verb} ${articleFor(phrase)} ${phrase}`;
    },
  },
];

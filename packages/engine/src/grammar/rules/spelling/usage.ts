import { tagsOfWord } from '../../../text/word-tags';
import { after, before, keepCase, type PatternRule, word } from '../../pattern-rule';
import { FEELINGS_AFTER_BE, FINITE_BE, oneOf, PLACE_AND_TIME_PREPOSITIONS, wordPattern } from '../../word-classes';
import { ONE_WORD, REFLEXIVE, SELF_COMPOUND } from '../lexicon/usage';

/** Words of degree in the list above that end in "-ed" but are no participle ("tired", "scared", "crowded"). */
const DEGREE_ENDING_IN_ED = /^(?:tired|scared|crowded|complicated)$/u;

/**
 * A listed adjective of feeling, or a participle used as an adjective ("amazed", "bored"): never a
 * bare verb ("proceed", "need") nor a noun ("shed").
 */
function isFeelingAfterBe(word: string): boolean {
  if ((FEELINGS_AFTER_BE as readonly string[]).includes(word)) return true;
  if (!/ed$/u.test(word)) return false;
  const tags = tagsOfWord(word);
  if (tags.has('Infinitive') || tags.has('Noun')) return false;
  return tags.has('Adjective') || tags.has('PastTense') || tags.has('Participle');
}

export const SPELLING_USAGE_RULES: readonly PatternRule[] = [
  {
    id: 'spelling.everyday-adjective-before-noun-everyday',
    category: 'Spelling',
    pattern:
      /\b(everyday)(?=\s*[.,!?;:]|\s*$|\s+(?:and|but|or|because|so|in|at|to|for|with|from|after|before|until|when|if|I|we|you|he|she|they)\b)/giu,
    explanation: '“Everyday” is an adjective before a noun (“everyday life”); on its own it is “every day”.',
    fix: (match) => keepCase(word(match, 1), 'every day'),
  },
  {
    id: 'spelling.this-one-word-instead-sometimes',
    category: 'Spelling',
    // The first half of a run-together pair written twice is taken in (group 1): "in infront".
    pattern:
      /\b(?:(in|each|thank)\s+(?=\1(?:front|other|you)\b))?(in\s+stead|a\s+part\s+from|with\s+out|every\s+where|some\s+where|an\s+other|every\s+body|no\s+body|some\s+body|any\s+body|some\s+one|eachother|infront|thankyou|in\s+to\s+account|some\s+times)\b/giu,
    explanation:
      'This is one word (“instead”, “sometimes”, “apart from”), or two where one was written (“each other”).',
    fix: (match, sentence) => {
      const written = word(match, 2);
      const phrase = written.toLowerCase().replace(/\s+/gu, ' ');
      const rest = after(match, sentence);
      // "at some times", "some times when", "no body of water", "some one of them" are right as two words.
      if (
        phrase === 'some times' &&
        (/\b(?:at|for|in|the)\s+$/iu.test(before(match, sentence)) || /^\s+(?:when|that|of|a)\b/iu.test(rest))
      )
        return undefined;
      if (
        / body$/u.test(phrase) &&
        /^\s+(?:of|part|parts|language|weight|shape|type|temperature|image|mass)\b/iu.test(rest)
      )
        return undefined;
      if (phrase === 'some one' && /^\s+(?:of|day|time|thing|more)\b/iu.test(rest)) return undefined;
      const fixed = ONE_WORD[phrase];
      // "in infront" → "in front", not "in in front".
      return fixed ? keepCase(match[0], fixed) : undefined;
    },
  },
  {
    id: 'spelling.reflexive-pronoun-one-word-itself',
    category: 'Spelling',
    pattern: /\b(my|your|his|him|her|its)\s+(self)\b(?![-‐])/giu,
    explanation: 'The reflexive pronoun is one word: “itself”, “myself”.',
    fix: (match, sentence) => {
      if (SELF_COMPOUND.test(after(match, sentence))) return undefined;
      const reflexive = REFLEXIVE[word(match, 1).toLowerCase()];
      return reflexive ? keepCase(word(match, 1), reflexive) : undefined;
    },
  },
  {
    id: 'spelling.noun-life-live-verb',
    category: 'Spelling',
    pattern: wordPattern(
      'giu',
    )`\b(my|your|his|our|their|daily|everyday|whole|social|personal|family)\s+(live)\b(?!\s+(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|music|show|shows|concert|concerts|performance|broadcast|stream|streaming|event|events|with)\b)`,
    explanation: 'The noun is “life”; “live” is the verb.',
    fix: (match, sentence) =>
      // "let your children live": after "let" or "help" the word is the verb.
      /\b(?:let|lets|make|makes|made|help|helps|helped|see|saw|watch|watched)\s+$/iu.test(before(match, sentence))
        ? undefined
        : `${word(match, 1)} life`,
  },
  {
    id: 'spelling.too-before-word-of-degree',
    category: 'Spelling',
    // "was to hard", "is to much": after "be" or a verb of seeming, "to" before a word of degree is
    // "too". Words that are also verbs ("free", "clean", "long", "fast") are left out: "was to free
    // them" is an infinitive. A negation may stand between ("wasn't to pleased"), and a
    // participle of feeling is an adjective there, never the verb "to" opens ("to pleased").
    pattern: wordPattern(
      'giu',
    )`\b((?:${oneOf(FINITE_BE)}|be|been|being|felt|feel|feels|seem|seems|seemed|became|become|becomes|got|get|gets|getting|look|looks|looked|sound|sounds|sounded|grew|grow|grows)(?:n['’]t|\s+not|\s+never)?)\s+(to)\s+(much|late|early|hard|tired|young|old|big|small|busy|scared|afraid|expensive|difficult|cold|hot|loud|heavy|weak|sick|lazy|shy|far|little|low|high|good|bad|tall|large|huge|tiny|strict|full|crowded|noisy|dangerous|boring|complicated|complex|simple|easy|serious|strong|sweet|salty|spicy|bright|steep|costly|risky|deep|nervous|tight|often|soon|quickly|slowly|${oneOf(FEELINGS_AFTER_BE)}|\p{Ll}{2,}ed)\b`,
    explanation: '“Too” means more than enough (“too hard”, “too much”); “to” is a preposition or opens a verb.',
    fix: (match, sentence) => {
      const degree = word(match, 3).toLowerCase();
      const feeling = isFeelingAfterBe(degree);
      // "was to proceed", "is to need": an "-ed" that is a bare verb is the infinitive's.
      if (/ed$/u.test(degree) && !feeling && !DEGREE_ENDING_IN_ED.test(degree)) return undefined;
      const rest = after(match, sentence);
      // "too much noise": "much" may take its noun; any other word of degree ends its phrase here
      // ("to many people a surprise" and "to little avail" are a preposition's phrase).
      const endsPhrase = /^\s*(?:[,.!?;:]|$)|^\s+(?:to|for|and|but|because|so|of|that|now|then|at|in)\b/iu.test(rest);
      // "too pleased with it", "too happy about it": a word of feeling takes its own preposition.
      const feelingGoesOn = feeling && /^\s+(?:with|about|by|at)\b/iu.test(rest);
      if (!endsPhrase && !feelingGoesOn && !(degree === 'much' && /^\s+\p{Ll}+/u.test(rest))) return undefined;
      return `${word(match, 1)} too ${word(match, 3)}`;
    },
  },
];

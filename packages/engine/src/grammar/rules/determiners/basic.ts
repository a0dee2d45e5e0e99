import nlp from 'compromise';
import { after, before, keepCase, type PatternRule, word } from '../../pattern-rule';
import { FINITE_BE, FORMS_OF_HAVE, MODALS, oneOf, wordPattern } from '../../word-classes';
import {
  COUNTABLE_PLACE_OR_THING,
  EVERYDAY_COUNTABLE,
  NOUN_PHRASE_ENDS,
  OPINION_ADJECTIVE,
  ROLE,
  UNCOUNTABLE,
} from '../lexicon/basic';
import { isArticlelessSetPhrase } from '../lexicon/set-phrases';
import { countedKnowledge, describesNextNoun } from '../lexicon/uncountable-phrases';

export const DETERMINERS_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'determiner.this-noun-cannot-be-counted',
    category: 'Determiner',
    pattern: new RegExp(String.raw`\b(an?)\s+(${UNCOUNTABLE})\b`, 'giu'),
    explanation: 'This noun cannot be counted, so it takes no “a”: “some advice”, “a piece of news”.',
    fix: (match, sentence) => {
      const rest = after(match, sentence);
      // "a news report", "an information desk": the article is the next noun's; "a knowledge of French" is counted.
      if (describesNextNoun(/^\s+(\p{L}+)/u.exec(rest)?.[1]) || countedKnowledge(word(match, 2), rest))
        return undefined;
      return word(match, 2);
    },
  },
  {
    id: 'determiner.abstract-noun-in-its-general',
    category: 'Determiner',
    pattern:
      /\b(the)\s+(society|nature|happiness|technology|pollution|unemployment|poverty|education|mankind|humanity)(?=\s*[,.]|\s+(?:is|are|has|have|can|will|was|and)\b)/giu,
    explanation: 'An abstract noun in its general sense takes no “the”: “society is changing”.',
    fix: (match, sentence) =>
      // "the society we live in" is still general; "of the nature reserve" is not this noun.
      /\b(?:of|in)\s+$/iu.test(before(match, sentence)) && /^the\s+(?:society|education)$/iu.test(match[0])
        ? undefined
        : keepCase(word(match, 1), word(match, 2)),
  },
  {
    id: 'determiner.people-in-general-takes-no',
    category: 'Determiner',
    pattern: wordPattern(
      'giu',
    )`(?<=(?:^|[,;]\s*|\b(?:when|because|if|that|today|nowadays|now|so|and|but|where|why)\s+))(the)\s+(people)(?=\s+(?:${oneOf(MODALS)}|use|are|have|think|like|want|need|do|don't|prefer|go|live|feel|say|believe|spend|buy|love|know|usually|always|often)\b)`,
    explanation: '“People” in general takes no “the”: “people use cars more today”.',
    // "Some people like it, and if the people want more …": "the" points back at people already named.
    fix: (match, sentence) =>
      /\bpeople\b/iu.test(before(match, sentence)) ? undefined : keepCase(word(match, 1), word(match, 2)),
  },
  {
    id: 'determiner.people-children-plural-no-before',
    category: 'Determiner',
    pattern: /\b(an?)\s+(\p{Ll}+)\s+(people|children|men|women)\b/giu,
    explanation: '“People” and “children” are plural: no “a” before them (“a lot of people”, “young people”).',
    fix: (match, sentence) => {
      const middle = word(match, 2).toLowerCase();
      // "a lot people" counts people, whatever comes around it: never the nation sense of "a people".
      if (middle === 'lot') return `${word(match, 1)} lot of ${word(match, 3)}`;
      if (isAPeople(match, sentence)) return undefined;
      if (/^(?:few|couple|dozen|hundred|thousand|million|great|good)$/u.test(middle)) return undefined;
      // "an entire people", "a whole people": the nation or community, a singular noun.
      if (/^(?:whole|entire)$/u.test(middle) && word(match, 3).toLowerCase() === 'people') return undefined;
      return nlp(middle).has('#Adjective') ? `${word(match, 2)} ${word(match, 3)}` : undefined;
    },
  },
  {
    id: 'determiner.superlative-takes-one-best',
    category: 'Determiner',
    pattern: /\b(one\s+of)\s+(best|worst|most|biggest|largest|greatest|oldest|smallest|\p{Ll}+est)\b/gu,
    explanation: 'A superlative takes “the”: “one of the best”.',
    fix: (match) =>
      /^(?:honest|interest|modest|forest|rest|west|test|guest)$/u.test(word(match, 2))
        ? undefined
        : `${word(match, 1)} the ${word(match, 2)}`,
  },
  {
    id: 'determiner.job-role-takes-i-am',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(I\s+am|I'm|I\s+was|he\s+is|she\s+is|he's|she's|he\s+was|she\s+was|to\s+be|become|became)\s+(${ROLE})${NOUN_PHRASE_ENDS}`,
      'giu',
    ),
    explanation: 'A job or role takes “a”: “I am a student”.',
    fix: (match) => `${word(match, 1)} ${/^[aeiou]/iu.test(word(match, 2)) ? 'an' : 'a'} ${word(match, 2)}`,
  },
  {
    id: 'determiner.one-countable-thing-takes-nice',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(is|was|it's|am)\s+((?:very\s+|really\s+)?${OPINION_ADJECTIVE}\s+${COUNTABLE_PLACE_OR_THING})${NOUN_PHRASE_ENDS}`,
      'giu',
    ),
    explanation: 'One countable thing takes “a”: “it is a nice place”.',
    fix: (match) => `${word(match, 1)} ${/^[aeiou]/iu.test(word(match, 2)) ? 'an' : 'a'} ${word(match, 2)}`,
  },
  {
    id: 'determiner.one-countable-thing-takes-i',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(${oneOf(FORMS_OF_HAVE)}|got|bought|buy)\s+(car|dog|cat|house|job|brother|sister|girlfriend|boyfriend|computer|phone|bike|bicycle|apartment|garden|son|daughter|husband|wife)${NOUN_PHRASE_ENDS}`,
      'giu',
    ),
    explanation: 'One countable thing takes “a”: “I have a brother”.',
    fix: (match) => `${word(match, 1)} ${/^[aeiou]/iu.test(word(match, 2)) ? 'an' : 'a'} ${word(match, 2)}`,
  },
  {
    id: 'determiner.one-countable-thing-takes-in',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(with|for|in|at|to|from|into|near|about)\s+(${EVERYDAY_COUNTABLE})(?=\s*[,.!?]|\s+(?:and|in|with|for|near|that|which|where|who|of)\b)`,
      'gu',
    ),
    explanation: 'One countable thing takes “a” or “the”: “in a car”, “in the city”.',
    fix: (match) => {
      // "to park", "to book": after "to" these are verbs.
      if (word(match, 1) === 'to' && nlp(word(match, 2)).has('#Verb')) return undefined;
      // "met in person", "the point in question": a set phrase takes no article.
      if (isArticlelessSetPhrase(word(match, 1), word(match, 2))) return undefined;
      return `${word(match, 1)} ${/^[aeiou]/iu.test(word(match, 2)) ? 'an' : 'a'} ${word(match, 2)}`;
    },
  },
  {
    id: 'determiner.we-say-lot',
    category: 'Determiner',
    pattern: /(?<!\b(?:a|the|whole|parking|car|this|that|every|what|\p{L}+'s)\s+)\b(lot)\s+of\b/giu,
    explanation: 'We say “a lot of”.',
    fix: (match) => `${keepCase(word(match, 1), 'a')} lot of`,
  },
  {
    id: 'determiner.same-takes-at-same-time',
    category: 'Determiner',
    pattern: wordPattern(
      'giu',
    )`\b(${oneOf(FINITE_BE)}|at|in|look|looks|looked|feel|felt|do|did|the|exactly|almost|not)\s+(same)\b(?!\s*-)`,
    explanation: '“Same” takes “the”: “at the same time”, “it is the same”.',
    fix: (match) => (word(match, 1).toLowerCase() === 'the' ? undefined : `${word(match, 1)} the same`),
  },
  {
    id: 'determiner.musical-instrument-you-play-takes',
    category: 'Determiner',
    pattern:
      /\b(play|plays|played|playing)\s+(guitar|piano|violin|drums|flute|trumpet|cello|saxophone|clarinet|harp)\b/giu,
    explanation: 'A musical instrument you play takes “the”: “play the guitar”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)}`,
  },
  {
    id: 'determiner.nowadays-stands-alone-no-in',
    category: 'Determiner',
    pattern: /\b(in|the)\s+(nowadays)\b/giu,
    explanation: '“Nowadays” stands alone: no “in” or “the” before it.',
    fix: (match) => word(match, 2),
  },
  {
    id: 'determiner.write-most-both-with-no',
    category: 'Determiner',
    pattern: /\b(the)\s+(most|both)\s+of\b/giu,
    explanation: 'Write “most of” and “both of”, with no “the”.',
    fix: (match, sentence) =>
      /\b(?:make|makes|made|making|get|got)\s+$/iu.test(before(match, sentence)) ? undefined : `${word(match, 2)} of`,
  },
];

/**
 * "They are a proud people", "a people who crossed the mountains": "a people" is a nation or a
 * community, a singular noun that takes the article, when it is what a subject is (after a form of
 * "be") or when a clause or phrase describes it.
 */
function isAPeople(match: RegExpMatchArray, sentence: string): boolean {
  if (word(match, 3).toLowerCase() !== 'people') return false;
  return (
    /\b(?:is|are|was|were|be|been|became|become|remain|remained)\s+$/iu.test(before(match, sentence)) ||
    /^\s+(?:who|whose|that|with|of)\b/iu.test(after(match, sentence))
  );
}

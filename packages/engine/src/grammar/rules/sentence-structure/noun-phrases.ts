import { before, keepCase, type PatternRule, word } from '../../pattern-rule';
import { ARTICLES, FORMS_OF_DO, oneOf, wordPattern } from '../../word-classes';
import { CLAUSE_OPENING } from '../lexicon/verb-forms';

/** Where "there" opens a clause: after a clause opener, a verb of saying, or a short opening phrase. */
const THERE_OPENS_CLAUSE = new RegExp(
  String.raw`${CLAUSE_OPENING.source}|\b(?:that|think|believe|say|said|know|knew)\s+$|^\s*(?:in|at|on|for|nowadays|today|now|here)\b(?:\s+\p{L}+){0,3}\s+$`,
  'iu',
);

export const SENTENCE_STRUCTURE_NOUN_PHRASES_RULES: readonly PatternRule[] = [
  {
    id: 'structure.much-does-not-go-before',
    category: 'Grammar',
    pattern:
      /\b(too|so|very)\s+much\s+(expensive|big|small|cheap|difficult|easy|hard|important|good|bad|beautiful|busy|crowded|noisy|hot|cold|interesting|boring|dangerous|tired|happy|long|far|young|old|polluted)\b/giu,
    explanation: '“Much” does not go before a plain adjective: “too expensive”, “very busy”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    id: 'structure.say-how-someone-does-something',
    category: 'Grammar',
    pattern: wordPattern(
      'giu',
    )`\b(${oneOf(FORMS_OF_DO)}|speak|speaks|spoke|speaking|play|plays|played|playing|sing|sings|sang|singing|cook|cooks|cooked|cooking|write|writes|wrote|writing|drive|drives|drove|driving|swim|swims|swam|swimming|dance|dances|danced|dancing|went|go|goes|worked|work|works)\s+((?:\p{Ll}+\s+)?)((?:very|really|so|quite|pretty)\s+)?(good|bad)(?=\s*[,.!?;]|\s+(?:and|but|because|so|when|in|at)\b)`,
    explanation: 'To say how someone does something, use an adverb: “she speaks English very well”.',
    fix: (match) => {
      const object = word(match, 2).trim().toLowerCase();
      // "it went bad", "do good" (charity), "is a good": only a clear object or nothing between.
      if (
        wordPattern('u')`^(?:${oneOf(ARTICLES)}|it|that|this|something|nothing|things|look|looks|feel|feels)$`.test(
          object,
        )
      )
        return undefined;
      const isDo = wordPattern('iu')`^(?:${oneOf(FORMS_OF_DO)}|went|go|goes)$`.test(word(match, 1));
      if (isDo && object === '') return undefined;
      // "the road does not good": "do" with "not" is no action done well or badly, but a broken
      // "is not good"; swapping in the adverb ("does not well") only makes nonsense of it.
      if (isDo && /^(?:not|never)$/u.test(object)) return undefined;
      const adverb = word(match, 4).toLowerCase() === 'good' ? 'well' : 'badly';
      return `${word(match, 1)} ${word(match, 2)}${word(match, 3)}${adverb}`;
    },
  },
  {
    id: 'structure.before-adjective-subject-easier-go',
    category: 'Grammar',
    pattern:
      /(?<!\b(?:out|in|over|up|down|back|from|here|and)\s+)\b(there)\s+(is|was)\s+((?:more|less|very|so|too|really|quite|much\s+more)\s+)?(easy|easier|difficult|important|necessary|possible|impossible|better|convenient|hard|harder|nice|good|interesting|dangerous|useful|cheaper|faster|safer|common|normal|usual|healthier|essential|advisable|preferable|comfortable)\s+(to|for)\b/giu,
    // "life out there was hard for": after a word of direction "there" is a place, not the subject.
    explanation: 'Before an adjective and “to”, the subject is “it”: “it is easier to go by bus”.',
    // "farm life there was hard for": "there" is the subject only where a clause opens (perhaps after
    // a short opening phrase, "in my town there is easier to"); after a noun or a verb it is a place.
    fix: (match, sentence) =>
      THERE_OPENS_CLAUSE.test(before(match, sentence))
        ? `${keepCase(word(match, 1), 'it')} ${word(match, 2)} ${word(match, 3)}${word(match, 4)} ${word(match, 5)}`
        : undefined,
  },
];

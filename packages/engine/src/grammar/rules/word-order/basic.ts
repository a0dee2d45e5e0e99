import { keepCase, type PatternRule, word } from '../../pattern-rule';

export const WORD_ORDER_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'word-order.very-much-comes-after-object',
    category: 'Word order',
    pattern: /\b(like|love|enjoy|liked|loved|enjoyed)\s+very\s+much\s+((?:the\s+|my\s+)?\p{L}+)/giu,
    explanation: '“Very much” comes after the object: “I like football very much”.',
    fix: (match) =>
      /^(?:and|but|because|so|when|if|to|as|that|for|in|at|of|since|about|during)$/iu.test(word(match, 2))
        ? undefined
        : `${word(match, 1)} ${word(match, 2)} very much`,
  },
  {
    id: 'word-order.enough-follows-adjective-good-enough',
    category: 'Word order',
    pattern:
      /\b(enough)\s+(good|big|old|strong|fast|tall|rich|long|young|large|small|hard|easy|clever|smart|mature|brave|warm|cold|safe|close|far|high|interesting|important)(?=\s*[,.!?]|\s+(?:to|for|and|that|but)\b)/giu,
    explanation: '“Enough” follows an adjective: “good enough”.',
    fix: (match) => `${word(match, 2)} ${word(match, 1).toLowerCase()}`,
  },
  {
    id: 'word-order.in-indirect-question-subject-comes',
    category: 'Word order',
    pattern:
      /\b(know|tell|wonder|understand|ask|asked|knows|explain)\s+(what|where|who|how|why|when)\s+(is|are|was|were)\s+(it|he|she|they|this|that|you|we)(?=\s*[,.!?]|\s*$)/giu,
    explanation: 'In an indirect question the subject comes before the verb: “I know what it is”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} ${word(match, 4)} ${word(match, 3)}`,
  },
  {
    id: 'word-order.we-say-someone-tell-them',
    category: 'Word order',
    pattern: /\b(said)\s+(me|him|us)\b/giu,
    explanation: 'We “say to” someone, or “tell” them: “she told me”.',
    fix: (match) => `${keepCase(word(match, 1), 'told')} ${word(match, 2)}`,
  },
];

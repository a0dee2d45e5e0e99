import { keepCase, type PatternRule, word } from '../../pattern-rule';
import { oneOf, POSSESSIVE_DETERMINERS, wordPattern } from '../../word-classes';

export const WORD_CHOICE_COLLOCATIONS_RULES: readonly PatternRule[] = [
  {
    id: 'word-choice.we-do-homework-housework',
    category: 'Word choice',
    pattern: wordPattern(
      'giu',
    )`\b(make|makes|made|making)\s+((?:${oneOf(POSSESSIVE_DETERMINERS)}|the|some)\s+)?(homework|housework)\b`,
    explanation: 'We “do” homework and housework.',
    fix: (match) => {
      const head = word(match, 1).toLowerCase();
      const done = { make: 'do', makes: 'does', made: 'did', making: 'doing' }[head] ?? 'do';
      return `${keepCase(word(match, 1), done)} ${word(match, 2) ?? ''}${word(match, 3)}`;
    },
  },
  {
    id: 'word-choice.we-do-sport-exercise-yoga',
    category: 'Word choice',
    pattern:
      /\b(make|makes|made|making)\s+((?:some|more|a\s+lot\s+of|lots\s+of|much|regular|physical|any)\s+)?(sports?|exercises?|yoga|karate|gymnastics|aerobics)\b/giu,
    explanation: 'We “do” sport, exercise and yoga.',
    fix: (match, sentence) => {
      // "make sport more popular": "make" says what something becomes.
      if (
        /^\s*(?:more|less|easier|possible|harder|difficult|better|fun|accessible|popular|interesting|safer|cheaper)\b/iu.test(
          sentence.slice((match.index ?? 0) + match[0].length),
        )
      )
        return undefined;
      const done = { make: 'do', makes: 'does', made: 'did', making: 'doing' }[word(match, 1).toLowerCase()] ?? 'do';
      return `${keepCase(word(match, 1), done)} ${word(match, 2)}${word(match, 3)}`;
    },
  },
  {
    id: 'word-choice.we-take-photo-ask-question',
    category: 'Word choice',
    pattern:
      /\b(make|makes|made|making)\s+((?:a|some|many|lots\s+of|a\s+lot\s+of|the)\s+)?(photos?|pictures?|photographs?|questions?)\b(?!\s+(?:of|look|more|clear|easier)\b)/giu,
    explanation: 'We “take” a photo and “ask” a question.',
    fix: (match) => {
      const head = word(match, 1).toLowerCase();
      const question = /^question/iu.test(word(match, 3));
      const table = question
        ? { make: 'ask', makes: 'asks', made: 'asked', making: 'asking' }
        : { make: 'take', makes: 'takes', made: 'took', making: 'taking' };
      return `${keepCase(word(match, 1), table[head as keyof typeof table] ?? word(match, 1))} ${word(match, 2)}${word(match, 3)}`;
    },
  },
  {
    id: 'word-choice.we-tell-lie-truth-joke',
    category: 'Word choice',
    pattern: /\b(say|says|said|saying)\s+((?:a\s+|the\s+)?(?:lie|lies|truth|joke|jokes|story|stories))\b/giu,
    explanation: 'We “tell” a lie, the truth, a joke or a story.',
    fix: (match) => {
      const head = word(match, 1).toLowerCase();
      const tell = { say: 'tell', says: 'tells', said: 'told', saying: 'telling' }[head] ?? 'tell';
      return `${keepCase(word(match, 1), tell)} ${word(match, 2)}`;
    },
  },
  {
    id: 'word-choice.we-watch-tv',
    category: 'Word choice',
    pattern: /\b(see|sees|saw|seeing|look|looks|looked|looking)\s+((?:at\s+)?(?:the\s+)?(?:TV|television|telly))\b/gu,
    explanation: 'We “watch” TV.',
    fix: (match) => {
      const head = word(match, 1).toLowerCase();
      const watch = /^(?:saw|looked)$/u.test(head)
        ? 'watched'
        : /ing$/u.test(head)
          ? 'watching'
          : /s$/u.test(head)
            ? 'watches'
            : 'watch';
      return `${watch} ${word(match, 2).replace(/^at\s+/u, '')}`;
    },
  },
  {
    id: 'word-choice.someone-teaches-you-you-learn',
    category: 'Word choice',
    pattern: /\b(learn|learns|learned|learnt)\s+(me|us)\b/giu,
    explanation: 'Someone “teaches” you; you “learn” from them.',
    fix: (match) => {
      const head = word(match, 1).toLowerCase();
      return `${/^learn(?:ed|t)$/u.test(head) ? 'taught' : head === 'learns' ? 'teaches' : 'teach'} ${word(match, 2)}`;
    },
  },
];

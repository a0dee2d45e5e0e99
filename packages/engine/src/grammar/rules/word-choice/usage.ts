import { before, keepCase, type PatternRule, word } from '../../pattern-rule';

export const WORD_CHOICE_USAGE_RULES: readonly PatternRule[] = [
  {
    id: 'word-choice.tell-needs-person-after-tell',
    category: 'Word choice',
    pattern: /\b(tell|tells|telling)\s+(that)\b/giu,
    explanation: '“Tell” needs a person after it: “tell me that”; without one, write “say that”.',
    fix: (match, sentence) => {
      // "I was told that" has its person as the subject; "I can tell that" means "I can see that".
      if (
        /\b(?:be|is|are|was|were|been|being|I'm|you're|we're|they're|he's|she's|can|could|can't|couldn't|cannot|to)(?:\s+(?:\p{L}+ly|just|not|never|still|also|even|always|always|easily))?\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      const say = { tell: 'say', tells: 'says', telling: 'saying' }[word(match, 1).toLowerCase()] ?? 'say';
      return `${keepCase(word(match, 1), say)} that`;
    },
  },
  {
    id: 'word-choice.what-saves-money-economical-economic',
    category: 'Word choice',
    pattern:
      /\b(very|more|quite|highly|less|so|too|really|most)\s+(economic)(?=\s*[,.!?;:]|\s*$|\s+(?:and|than|to|for|because|in|but|as)\b)/giu,
    explanation: 'What saves money is “economical”; “economic” is about the economy.',
    fix: (match) => `${word(match, 1)} economical`,
  },
  {
    id: 'word-choice.on-its-own-write-in',
    category: 'Word choice',
    pattern: /^(At\s+the\s+end)(?=\s*,)/gu,
    explanation: 'On its own, write “In the end” (or “Finally”); “at the end” needs “of …”.',
    fix: () => 'In the end',
  },
];

import { keepCase, type PatternRule, word } from '../../pattern-rule';
import { ARTICLES, oneOf, wordPattern } from '../../word-classes';

export const WORD_CHOICE_NOUN_PHRASES_RULES: readonly PatternRule[] = [
  {
    id: 'word-choice.noun-effect-effect-on-people',
    category: 'Word choice',
    pattern: wordPattern(
      'giu',
    )`\b(${oneOf(ARTICLES)}|no|any|such|this|its|their)\s+((?:an?\s+)?(?:big|great|huge|large|major|negative|positive|significant|strong|lasting|direct|profound|real|bad|good|serious|little|small|powerful|dramatic|harmful|important|enormous|tremendous|deep|adverse|bigger|greater|larger|stronger|worse|better)?\s*)(affect)\s+(on|upon)\b`,
    explanation: 'The noun is “effect”: “an effect on people”; “affect” is the verb: “it affects people”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}${keepCase(word(match, 3), 'effect')} ${word(match, 4)}`,
  },
  {
    id: 'word-choice.return-already-means-go-back',
    category: 'Word choice',
    pattern: /\b(return|returns|returned|returning)\s+back\b/giu,
    explanation: '“Return” already means “go back”: “return home”.',
    fix: (match) => word(match, 1),
  },
];

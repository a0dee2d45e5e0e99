import nlp from 'compromise';
import { type PatternRule, word } from '../../pattern-rule';

export const COMPARISONS_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'comparison.better-already-comparison-more-one',
    category: 'Comparison',
    pattern:
      /\b(more)\s+(better|worse|easier|bigger|happier|cheaper|faster|harder|higher|larger|longer|older|richer|safer|smaller|stronger|younger|healthier|busier|greater|nicer|quicker|simpler|cleaner|closer|warmer|colder|lower)\b/giu,
    explanation: '“Better” is already a comparison; “more” is one too many.',
    fix: (match) => word(match, 2),
  },
  {
    id: 'comparison.short-adjective-makes-its-own',
    category: 'Comparison',
    pattern:
      /\b(more)\s+(big|cheap|fast|hard|high|large|long|low|nice|old|quick|rich|short|small|strong|tall|warm|young|cold|clean|close|easy|happy|busy|heavy|early|lucky|funny|pretty|great|cool|hot|new|safe|near|slow|late|fat|thin|wide|deep|dark|bright|cheap|healthy|noisy|dirty|ugly|lazy|crazy|tidy)(?=\s+than\b|\s*[.,!?;])/giu,
    explanation: 'A short adjective makes its own comparative: “cheaper”, not “more cheap”.',
    fix: (match) => {
      const adjective = word(match, 2).toLowerCase();
      const comparative = nlp(adjective).adjectives().toComparative().text();
      return comparative && comparative !== adjective && !comparative.startsWith('more') ? comparative : undefined;
    },
  },
];

import type { PatternRule } from '../../pattern-rule';
import { PROPER_CAPITALISED } from '../lexicon/basic';

export const CAPITALS_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'capitals.days-months-languages-nationalities-holidays',
    category: 'Capitalisation',
    pattern: new RegExp(String.raw`\b${PROPER_CAPITALISED}\b`, 'gu'),
    explanation: 'Days, months, languages, nationalities and holidays start with a capital letter.',
    fix: (match) => match[0].charAt(0).toUpperCase() + match[0].slice(1),
  },
];

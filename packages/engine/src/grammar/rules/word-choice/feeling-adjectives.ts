import { keepCase, type PatternRule } from '../../pattern-rule';

/**
 * The participle adjectives of feeling come in pairs: the "-ed" form tells how a person feels
 * ("I am interested in art"), the "-ing" form what makes them feel so ("the book is interesting").
 * Learners swap them (grammar references list "-ed and -ing adjectives" among the common errors).
 */
const ED_FORMS =
  'interested|excited|bored|disappointed|annoyed|amazed|surprised|embarrassed|depressed|satisfied|fascinated';

/** Swaps the ending of a feeling adjective: "interested" ↔ "interesting", "satisfied" ↔ "satisfying". */
function otherForm(adjective: string): string {
  const lower = adjective.toLowerCase();
  if (lower.endsWith('ied')) return `${lower.slice(0, -3)}ying`;
  if (lower.endsWith('ying')) return `${lower.slice(0, -4)}ied`;
  if (lower.endsWith('ed')) return `${lower.slice(0, -2)}ing`;
  return `${lower.slice(0, -3)}ed`;
}

export const WORD_CHOICE_FEELING_ADJECTIVES_RULES: readonly PatternRule[] = [
  {
    id: 'word-form.feeling-adjective-ed-or-ing',
    category: 'Word form',
    pattern: new RegExp(
      // A thing ("it", "this") cannot feel: "it is embarrassed" means "embarrassing". A
      // person with "in" or "about" after the adjective is the one who feels: "interested in".
      String.raw`\b(?:(?:it|this)\s+(?:is|was|seems|seemed|sounds|sounded|looks|looked)\s+(?:(?:very|really|so|too|quite|extremely|rather|a\s+bit)\s+)?(${ED_FORMS})\b(?!\s+(?:by|with|at|about|that|of|to|in|for)\b)|(?:I|we|they|you|he|she)\s+(?:am|are|is|was|were|feel|felt|get|got|'m|'re|’m|’re)\s+(?:(?:very|really|so|too|quite|extremely|always|never|not|also|still|more|particularly|especially)\s+)?(interesting|exciting)\s+(?:in|about)\b(?!\s+(?:that|many|some|several|its|this\s+way|a\s+way|person|places|parts)\b))`,
      'giu',
    ),
    explanation:
      'The “-ed” adjective tells how someone feels (“I am interested in it”); the “-ing” one tells what causes the feeling (“it is interesting”).',
    fix: (match) => {
      const adjective = match[1] ?? match[2] ?? '';
      if (adjective === '') return undefined;
      const at = match[0].toLowerCase().lastIndexOf(adjective.toLowerCase());
      return `${match[0].slice(0, at)}${keepCase(adjective, otherForm(adjective))}${match[0].slice(at + adjective.length)}`;
    },
  },
];

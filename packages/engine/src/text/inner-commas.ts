import { missingCommaIssue } from './opening-commas';
import { matchesOf } from './pattern-matches';
import type { SentenceCheck, StyleIssue } from './style-checks';

/**
 * Commas inside a sentence that grammar books ask for around extra information: before an
 * interrupting "for example" or "however", before "especially" or "including" that add examples to
 * what was said, before "such as" that lists examples of a plural noun, and before "which" after a
 * name (a name is already identified, so what follows can only add to it).
 */
interface InnerComma {
  pattern: RegExp;
  explanation: string;
  /** Whether the words before the gap allow the comma to be asked for. */
  applies?: (before: string, match: RegExpMatchArray) => boolean;
}

/** Words after which the phrase belongs to the verb or is already set off. */
const NOT_BEFORE_EXTRA =
  /\b(?:I|you|he|she|we|they|it|is|are|was|were|be|been|am|not|and|or|but|as|also|very|so|more|most|less|than|do|does|did|can|could|will|would|should|must|may|might)$/iu;
const WORD_BEFORE = /(\p{L}+(?:['’]\p{L}+)?)$/u;

const INNER_COMMAS: readonly InnerComma[] = [
  {
    pattern: /(?<=\p{L})\s+(?=(?:for\s+example|for\s+instance)\b)/giu,
    explanation: '“For example” inside a sentence is set off by commas: “Some sports, for example tennis, …”.',
  },
  {
    pattern:
      /(?<=\p{Ll})\s+(?=however\s+(?!much\b|many\b|hard\b|long\b|often\b|far\b|good\b|bad\b|big\b|small\b|little\b|well\b|you\b|they\b|we\b)\p{L})/gu,
    explanation: '“However” inside a sentence is set off by punctuation: “It was late; however, we stayed.”',
  },
  {
    pattern:
      /(?<=\p{Ll})\s+(?=(?:especially|particularly|including)\s+(?:in|when|for|the|if|because|after|on|at|with|during|those|people|young|children|my|their|his|her|our|among|as|since|a|an|some|many|older|students)\b)/gu,
    explanation: '“Especially” and “including” add examples to what was said and take a comma before them.',
  },
  {
    pattern: /(?<=\p{Ll}s)\s+(?=such\s+as\b)/gu,
    explanation: '“Such as” that adds examples to a plural noun takes a comma before it: “sports, such as tennis”.',
  },
  {
    pattern: /(?<=\s\p{Lu}\p{Ll}+)\s+(?=which\s+(?:is|was|has|had|are|were)\b)/gu,
    explanation: 'After a name, “which” adds information and takes a comma: “London, which is …”.',
  },
];

export const innerCommas: SentenceCheck = (sentence) => {
  const issues: StyleIssue[] = [];
  for (const rule of INNER_COMMAS) {
    for (const match of matchesOf(rule.pattern, sentence.text)) {
      const before = sentence.text.slice(0, match.index ?? 0);
      const previous = WORD_BEFORE.exec(before)?.[1];
      if (!previous || NOT_BEFORE_EXTRA.test(before)) continue;
      if (rule.applies && !rule.applies(before, match)) continue;
      issues.push(missingCommaIssue(sentence, before.length - previous.length, previous, rule.explanation));
    }
  }
  return issues;
};

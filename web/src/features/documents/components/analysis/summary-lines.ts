/**
 * Spec part 2 §9: a summary line shows at most 80 characters, or 50 for the value of a line that
 * carries a qualifier (its "Label:" part), so a labelled line stays on one row beside its label.
 */
export const SUMMARY_LINE_LIMIT = 80;
export const QUALIFIED_SUMMARY_LINE_LIMIT = 50;

export interface ShortenedLine {
  text: string;
  truncated: boolean;
}

/** The line cut at a word boundary before the limit, with an ellipsis when anything was cut. */
export function shortenSummaryLine(line: string, hasQualifier: boolean): ShortenedLine {
  const limit = hasQualifier ? QUALIFIED_SUMMARY_LINE_LIMIT : SUMMARY_LINE_LIMIT;
  if (line.length <= limit) return { text: line, truncated: false };
  const cut = line.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut;
  return { text: `${head.trimEnd()}…`, truncated: true };
}

/**
 * Phrases of the instructions given to a language model: when a model echoes them into its
 * summary they mean nothing to the reader (spec part 2 §5: filtered out in the full view).
 */
const INSTRUCTION_PHRASES = [
  /\bas an ai\b/iu,
  /\b(?:you are|act as) (?:an?|the) (?:ai|assistant|expert|lawyer|analyst)\b/iu,
  /\b(?:respond|answer|reply|return|output) (?:only )?(?:in|with|as) (?:valid )?json\b/iu,
  /\bjson (?:object|schema|format)\b/iu,
  /\b(?:analy[sz]e|summari[sz]e|review) the following (?:document|text|contract|essay|cv|resume)\b/iu,
  /\b(?:do not|don't) include (?:any )?(?:markdown|explanations?|commentary)\b/iu,
  /\b(?:system|user) prompt\b/iu,
  /\bignore (?:all )?(?:previous|prior) instructions\b/iu,
];

export function isInstructionLine(line: string): boolean {
  return INSTRUCTION_PHRASES.some((phrase) => phrase.test(line));
}

/** The summary without echoed instructions, whatever its shape (list, text with lines, or object). */
export function withoutInstructionLines(summary: unknown): unknown {
  if (typeof summary === 'string') {
    return summary
      .split('\n')
      .filter((line) => !isInstructionLine(line))
      .join('\n');
  }
  if (Array.isArray(summary)) {
    return summary.filter((line) => typeof line !== 'string' || !isInstructionLine(line));
  }
  return summary;
}

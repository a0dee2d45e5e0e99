import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';

/**
 * A summary is the paragraph that opens a CV, whatever heads it: a heading the CV names in its own
 * way ("Professional Background"), or none under the name. Above the first heading the analysis
 * knows, a name, a job title and contact lines are short and hold none of the small words a sentence
 * is built with; a line of prose holds them.
 */
const MIN_PROSE_WORDS = 8;
const SENTENCE_WORD = /(?:^|\s)(?:with|and|of|in|for|to|the|a|an|on|at|who|which)(?=\s)/u;
const CONTACT = /@|https?:|www\.|\blinkedin\b/iu;
const SENTENCE_END = /[.!?]["”’)]?\s*$/u;

function isProse(line: TextSpan): boolean {
  const text = line.text.trim();
  return countWords(text) >= MIN_PROSE_WORDS && SENTENCE_WORD.test(text) && !CONTACT.test(text);
}

/** The opening paragraph among the lines above the first known heading: its prose lines and their wraps. */
export function openingParagraph(header: readonly TextSpan[]): TextSpan[] {
  const start = header.findIndex(isProse);
  if (start < 0) return [];
  const paragraph: TextSpan[] = [];
  for (const line of header.slice(start)) {
    const previous = paragraph.at(-1);
    const wraps = previous !== undefined && !SENTENCE_END.test(previous.text);
    if (!isProse(line) && !wraps) break;
    if (CONTACT.test(line.text)) break;
    paragraph.push(line);
  }
  return paragraph;
}

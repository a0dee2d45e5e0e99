import type { DocumentPage } from '../../analysis-engine';
import type { Sentence } from '../../text/sentences';
import { sectionNumberAt } from './section-labels';

/** How many sentences before and after the quoted one are looked at, at most. */
const REACH = 8;

/**
 * The other sentences of the quoted sentence's section: the unbroken run around it that sits under the
 * same top-level clause number ("7.1" and "7.3" are both in section 7). Empty when the document numbers
 * no clauses there, since a section cannot then be told from the rest of the text.
 */
export function sectionSentences(
  quoted: Sentence,
  sentences: readonly Sentence[],
  pages: readonly DocumentPage[],
): Sentence[] {
  const top = topNumberOf(quoted, pages);
  const at = sentences.findIndex((sentence) => sentence.index === quoted.index);
  if (top === undefined || at < 0) return [];
  const section: Sentence[] = [];
  for (const step of [-1, 1]) {
    for (let index = at + step; Math.abs(index - at) <= REACH; index += step) {
      const sentence = sentences[index];
      if (!sentence || topNumberOf(sentence, pages) !== top) break;
      section.push(sentence);
    }
  }
  return section;
}

function topNumberOf(sentence: Sentence, pages: readonly DocumentPage[]): string | undefined {
  const page = pages.find((candidate) => candidate.pageNumber === sentence.page);
  return page ? sectionNumberAt(page.text, sentence.start)?.split('.')[0] : undefined;
}

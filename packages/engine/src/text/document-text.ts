import type { DocumentPage } from '../analysis-engine';
import { type Sentence, splitSentences } from './sentences';
import { countWords } from './words';

/** A document's text cut up once, for analyzers to share. */
export interface DocumentText {
  pages: readonly DocumentPage[];
  sentences: Sentence[];
  wordCount: number;
}

export function prepareDocumentText(pages: readonly DocumentPage[]): DocumentText {
  const sentences = splitSentences(pages);
  const wordCount = pages.reduce((total, page) => total + countWords(page.text), 0);
  return { pages, sentences, wordCount };
}

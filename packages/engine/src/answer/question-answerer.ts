import type { AnswerResult } from '@doclens/api';
import type { DocumentPage } from '../analysis-engine';

/** The document a question is about: its type picks the synonyms and the facts the engine knows. */
export interface QuestionDocument {
  documentType: 'contract' | 'essay' | 'cv' | 'other';
  pages: readonly DocumentPage[];
}

export interface AnswerOptions {
  signal?: AbortSignal;
}

/**
 * Answers a question about one document. Every citation of the result is verbatim on its page;
 * `found: false` when the document does not seem to say, with the closest passages as citations.
 */
export interface QuestionAnswerer {
  answer(question: string, document: QuestionDocument, options?: AnswerOptions): Promise<AnswerResult>;
}

/** One statement of an answer with the passage that supports it; unsupported claims never reach the user. */
export interface Claim {
  text: string;
  page: number;
  quote: string;
}

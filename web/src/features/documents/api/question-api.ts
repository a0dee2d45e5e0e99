import type { AskQuestionResponse, QuestionListResponse } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';
import { type DocumentSubject, documentApiPath } from '../document-subject';

export function fetchQuestions(
  documentId: number,
  subject: DocumentSubject = 'document',
): Promise<QuestionListResponse> {
  return apiJson<QuestionListResponse>('GET', `${documentApiPath(subject, documentId)}/questions`);
}

export function askQuestion(
  documentId: number,
  question: string,
  subject: DocumentSubject = 'document',
): Promise<AskQuestionResponse> {
  return apiJson<AskQuestionResponse>('POST', `${documentApiPath(subject, documentId)}/ask`, { question });
}

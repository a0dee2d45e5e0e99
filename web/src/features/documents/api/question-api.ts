import type { AskQuestionResponse, QuestionListResponse } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';

export function fetchQuestions(documentId: number): Promise<QuestionListResponse> {
  return apiJson<QuestionListResponse>('GET', `/api/documents/${documentId}/questions`);
}

export function askQuestion(documentId: number, question: string): Promise<AskQuestionResponse> {
  return apiJson<AskQuestionResponse>('POST', `/api/documents/${documentId}/ask`, { question });
}

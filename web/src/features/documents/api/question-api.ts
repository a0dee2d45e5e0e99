import type { AskQuestionResponse, QuestionListResponse } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';
import { longPollPath } from '../../../lib/long-poll';
import { type DocumentSubject, documentApiPath } from '../document-subject';

/** With `answerPending`, the gateway holds the request until a pending answer lands (or 20 s pass). */
export function fetchQuestions(
  documentId: number,
  subject: DocumentSubject = 'document',
  answerPending = false,
): Promise<QuestionListResponse> {
  return apiJson<QuestionListResponse>(
    'GET',
    longPollPath(`${documentApiPath(subject, documentId)}/questions`, answerPending),
  );
}

export function askQuestion(
  documentId: number,
  question: string,
  subject: DocumentSubject = 'document',
): Promise<AskQuestionResponse> {
  return apiJson<AskQuestionResponse>('POST', `${documentApiPath(subject, documentId)}/ask`, { question });
}

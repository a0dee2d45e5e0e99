import type { Question, QuestionListResponse } from '@doclens/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../hooks/use-toast';
import { ApiError, userMessageOf } from '../../../lib/api-client';
import { askQuestion, fetchQuestions } from '../api/question-api';
import { type DocumentSubject, documentApiPath } from '../document-subject';

/**
 * While an answer is pending the list is read again this often (the spec's polling interval); each
 * read is a long poll that the gateway answers as soon as the answer lands.
 */
const PENDING_POLL_MS = 2000;
/** The spec's pause before a logged-out user is sent to sign in. */
const SIGN_IN_DELAY_MS = 500;

export const questionKeys = {
  list: (documentId: number, subject: DocumentSubject = 'document') =>
    [`${documentApiPath(subject, documentId)}/questions`] as const,
};

export function useDocumentQuestions(documentId: number, subject: DocumentSubject = 'document') {
  return useQuery({
    queryKey: questionKeys.list(documentId, subject),
    queryFn: ({ client, queryKey }) =>
      fetchQuestions(documentId, subject, hasPendingAnswer(client.getQueryData<QuestionListResponse>(queryKey))),
    refetchInterval: (query) => (hasPendingAnswer(query.state.data) ? PENDING_POLL_MS : false),
  });
}

function hasPendingAnswer(list: QuestionListResponse | undefined): boolean {
  return list?.questions.some((question) => question.status === 'pending') ?? false;
}

/**
 * Asks a question (spec part 2 §8): success refreshes the list; a 401 says so and goes to sign in;
 * a refusal naming the upgrade starts the upgrade flow; anything else is the spec's error toast.
 */
export function useAskQuestion(
  documentId: number,
  onAsked: (question: Question) => void,
  subject: DocumentSubject = 'document',
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMutation({
    mutationFn: (question: string) => askQuestion(documentId, question, subject),
    onSuccess: async ({ question }) => {
      onAsked(question);
      if (question.status === 'pending') {
        toast({ title: 'Question received', description: 'The answer will appear here as soon as it is ready.' });
      } else if (question.status === 'failed') {
        toast({
          title: 'Error',
          description: 'Failed to process your question. Please try again.',
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Question answered', description: 'AI has analyzed your question and provided a response.' });
      }
      await queryClient.invalidateQueries({ queryKey: questionKeys.list(documentId, subject) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        toast({
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
          variant: 'destructive',
        });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => navigate('/auth'), SIGN_IN_DELAY_MS);
        return;
      }
      if (/upgrade/i.test(userMessageOf(error))) {
        navigate('/pricing');
        return;
      }
      toast({
        title: 'Error',
        description: 'Failed to process your question. Please try again.',
        variant: 'destructive',
      });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { userMessageOf } from '../../../lib/api-client';
import { retryDocument } from '../api/document-retry-api';
import { documentKeys } from './document-keys';

export function useRetryDocument(documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryDocument(documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.detail(documentId) }),
    onError: (error) =>
      toast({
        title: 'Retry Failed',
        description: userMessageOf(error, 'Failed to restart processing. Please try again.'),
        variant: 'destructive',
      }),
  });
}

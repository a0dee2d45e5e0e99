import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { dashboardKeys, documentKeys } from '../../../lib/query-keys';
import { retryDocument } from '../api/document-retry-api';

/**
 * Restarts a failed document wherever its Retry button is (dashboard card, document view, type
 * selection), with the spec's toasts (part 1 §10), and refreshes the views that show its status.
 */
export function useRetryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDocument,
    onSuccess: async (_document, documentId) => {
      toast({ title: 'Retry Started', description: 'Document processing has been restarted.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.detail(documentId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.documents }),
      ]);
    },
    onError: () =>
      toast({
        title: 'Retry Failed',
        description: 'Failed to retry document processing. Please try again.',
        variant: 'destructive',
      }),
  });
}

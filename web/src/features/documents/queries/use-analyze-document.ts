import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { ApiError, userMessageOf } from '../../../lib/api-client';
import { dashboardKeys, documentKeys } from '../../../lib/query-keys';
import { type AnalyzeInput, analyzeDocument } from '../api/document-api';

const ANALYZE_FAILED_MESSAGE = 'Failed to start document analysis. Please try again.';

export function useAnalyzeDocument(documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnalyzeInput) => analyzeDocument(documentId, input),
    onSuccess: async () => {
      toast({
        title: 'Analysis Started',
        description: 'Your document is being analyzed. This may take a few moments.',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.detail(documentId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.documents }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Analysis Failed',
        // A refusal carries the server's reason; a network failure gets the spec's fallback.
        description: error instanceof ApiError ? userMessageOf(error) : ANALYZE_FAILED_MESSAGE,
        variant: 'destructive',
      }),
  });
}

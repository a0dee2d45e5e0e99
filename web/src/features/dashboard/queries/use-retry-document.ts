import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { retryDocument } from '../api/dashboard-api';
import { dashboardKeys } from './dashboard-keys';

export function useRetryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDocument,
    onSuccess: async () => {
      toast({ title: 'Retry Started', description: 'Document processing has been restarted.' });
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.documents });
    },
    onError: () =>
      toast({
        title: 'Retry Failed',
        description: 'Failed to retry document processing. Please try again.',
        variant: 'destructive',
      }),
  });
}

import type { DocumentDetail } from '@doclens/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { documentKeys } from '../../../lib/query-keys';
import { saveDocumentContent } from '../api/document-content-api';
import { useSessionExpiryRedirect } from '../use-session-expiry-redirect';

/** Saves the edited summary; the toasts are the editor's of spec part 2 §8. */
export function useSaveDocumentContent(documentId: number) {
  const queryClient = useQueryClient();
  const handleSessionExpiry = useSessionExpiryRedirect();
  return useMutation({
    mutationFn: (content: string) => saveDocumentContent(documentId, content),
    onSuccess: (saved) => {
      queryClient.setQueryData<DocumentDetail>(documentKeys.detail(documentId), saved);
      toast({ title: 'Document Saved', description: 'Your changes have been saved successfully.' });
    },
    onError: (error) => {
      if (handleSessionExpiry(error)) return;
      toast({ title: 'Save Failed', description: 'Failed to save document changes', variant: 'destructive' });
    },
  });
}

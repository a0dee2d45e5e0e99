import type { DocumentListItem, DocumentListResponse } from '@doclens/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { userMessageOf } from '../../../lib/api-client';
import { dashboardKeys, documentDashboardKeys, documentKeys, generatedDocumentKeys } from '../../../lib/query-keys';
import { toggleGeneratedDocumentArchive } from '../../generated-document-editor/api/generated-document-api';
import { toggleDocumentArchive } from '../api/document-dashboard-api';
import type { DocumentOrigin } from '../dashboard-document';

interface ArchiveToggle {
  documentId: number;
  origin: DocumentOrigin;
  name: string;
  /** The state the user sees when they ask, which decides the wording of the failure toast. */
  isArchived: boolean;
}

/** Archive or restore a document (uploaded or generated), with the toast that says which happened. */
export function useToggleArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ documentId, origin }: ArchiveToggle): Promise<{ id: number; isArchived: boolean }> => {
      if (origin === 'generated') {
        const updated = await toggleGeneratedDocumentArchive(documentId);
        return { id: updated.id, isArchived: updated.status === 'archived' };
      }
      const updated = await toggleDocumentArchive(documentId);
      queryClient.setQueryData<DocumentListResponse>(documentDashboardKeys.documents, (list) =>
        list ? { ...list, documents: list.documents.map((item) => replaced(item, updated)) } : list,
      );
      return updated;
    },
    onSuccess: async (updated, { name, origin }) => {
      toast(
        updated.isArchived
          ? { title: 'Document archived', description: `"${name}" was moved to the archive.` }
          : { title: 'Document restored', description: `"${name}" is back in your documents.` },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentDashboardKeys.documents }),
        queryClient.invalidateQueries({ queryKey: generatedDocumentKeys.list }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.documents }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
        queryClient.invalidateQueries({
          queryKey: origin === 'generated' ? generatedDocumentKeys.detail(updated.id) : documentKeys.detail(updated.id),
        }),
      ]);
    },
    onError: (error, { isArchived }) =>
      toast({
        title: isArchived ? 'Restore failed' : 'Archive failed',
        description: userMessageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

function replaced(item: DocumentListItem, updated: DocumentListItem): DocumentListItem {
  return item.id === updated.id ? updated : item;
}

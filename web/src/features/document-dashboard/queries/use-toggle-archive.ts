import type { DocumentListItem, DocumentListResponse } from '@doclens/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { userMessageOf } from '../../../lib/api-client';
import { dashboardKeys } from '../../dashboard/queries/dashboard-keys';
import { documentKeys } from '../../documents/queries/document-keys';
import { toggleDocumentArchive } from '../api/document-dashboard-api';
import { documentDashboardKeys } from './document-dashboard-keys';

interface ArchiveToggle {
  documentId: number;
  name: string;
  /** The state the user sees when they ask, which decides the wording of the failure toast. */
  isArchived: boolean;
}

/** Archive or restore a document, with the toast that says which happened. */
export function useToggleArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId }: ArchiveToggle) => toggleDocumentArchive(documentId),
    onSuccess: async (updated, { name }) => {
      queryClient.setQueryData<DocumentListResponse>(documentDashboardKeys.documents, (list) =>
        list ? { ...list, documents: list.documents.map((item) => replaced(item, updated)) } : list,
      );
      toast(
        updated.isArchived
          ? { title: 'Document archived', description: `"${name}" was moved to the archive.` }
          : { title: 'Document restored', description: `"${name}" is back in your documents.` },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentDashboardKeys.documents }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.documents }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
        queryClient.invalidateQueries({ queryKey: documentKeys.detail(updated.id) }),
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

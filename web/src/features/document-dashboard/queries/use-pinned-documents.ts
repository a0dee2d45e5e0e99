import { useCallback, useState } from 'react';
import { toast } from '../../../hooks/use-toast';
import { loadPinnedIds, savePinnedIds } from '../pinned-documents-storage';

/** The user's pins, kept in this browser, and the toggle with its toasts (spec part 2 §4). */
export function usePinnedDocuments(userId: string) {
  const [pinnedIds, setPinnedIds] = useState<ReadonlySet<number>>(() => new Set(loadPinnedIds(userId)));

  const togglePin = useCallback(
    (documentId: number, name: string) => {
      const next = new Set(pinnedIds);
      const pinning = !next.has(documentId);
      if (pinning) next.add(documentId);
      else next.delete(documentId);
      try {
        savePinnedIds(userId, next);
      } catch {
        toast({
          title: 'Could not save pin',
          description: 'This browser refused to store it. Check that site storage is allowed.',
          variant: 'destructive',
        });
        return;
      }
      setPinnedIds(next);
      toast({ title: pinning ? 'Document pinned' : 'Document unpinned', description: `"${name}"` });
    },
    [pinnedIds, userId],
  );

  return { pinnedIds, togglePin };
}

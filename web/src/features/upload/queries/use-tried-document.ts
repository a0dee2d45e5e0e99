import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { uploadKeys } from '../../../lib/query-keys';
import { fetchDocument } from '../../documents/api/document-api';
import {
  loadTriedDocuments,
  saveTriedDocuments,
  type TriedDocument,
  utcMonthOf,
} from '../tried-before-sign-up-storage';

export interface TriedDocumentInAccount {
  id: number;
  originalName: string;
}

/** Gone (deleted) or not this account's (another account claimed it): either way nothing to say. */
function isNotThisAccounts(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/**
 * The oldest document this browser tried as a visitor that is now in this account and was moved
 * there this month: the one the claim counted first (oldest first, see browser-upload-claim.ts).
 * Remembered documents found in the account are marked with the account and the month.
 */
export async function findTriedDocumentInAccount(userId: string, now: Date): Promise<TriedDocumentInAccount | null> {
  const month = utcMonthOf(now);
  const kept: TriedDocument[] = [];
  let found: TriedDocumentInAccount | null = null;
  for (const tried of loadTriedDocuments()) {
    const elsewhere = tried.claimedBy !== null && tried.claimedBy !== userId;
    const earlierMonth = tried.claimedBy === userId && tried.claimedMonth !== month;
    if (elsewhere) kept.push(tried);
    if (elsewhere || earlierMonth) continue;
    try {
      const document = await fetchDocument(tried.documentId);
      kept.push({ documentId: tried.documentId, claimedBy: userId, claimedMonth: tried.claimedMonth ?? month });
      found ??= { id: document.id, originalName: document.originalName };
    } catch (error) {
      // Anything but "not yours" (an outage) keeps it for the next look.
      if (!isNotThisAccounts(error)) kept.push(tried);
    }
  }
  saveTriedDocuments(kept);
  return found;
}

/** Only asked while something is remembered, so an account that never tried a preview asks nothing. */
export function useTriedDocumentInAccount(userId: string | undefined) {
  const remembered = loadTriedDocuments().length > 0;
  return useQuery({
    queryKey: uploadKeys.triedDocument(userId),
    queryFn: () => findTriedDocumentInAccount(userId ?? '', new Date()),
    enabled: userId !== undefined && remembered,
  });
}

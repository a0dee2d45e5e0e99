import { useQuery } from '@tanstack/react-query';
import { generatedDocumentKeys } from '../../../lib/query-keys';
import { fetchGeneratedDocuments } from '../api/generated-document-api';

/** Spec part 2 §4: a generation in progress is followed every 2 s until its draft is written. */
export const GENERATING_POLL_INTERVAL_MS = 2000;

/** The user's generated documents, refetched while any is still being generated. */
export function useGeneratedDocuments() {
  return useQuery({
    queryKey: generatedDocumentKeys.list,
    queryFn: fetchGeneratedDocuments,
    refetchInterval: (query) =>
      query.state.data?.documents.some((document) => document.status === 'generating')
        ? GENERATING_POLL_INTERVAL_MS
        : false,
  });
}

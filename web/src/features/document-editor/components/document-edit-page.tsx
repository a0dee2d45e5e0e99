import type { DocumentDetail } from '@doclens/api';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { DocumentLoadError } from '../../../components/documents/document-load-error';
import { DocumentLoadingSkeleton } from '../../../components/documents/document-loading-skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDocument } from '../../documents/queries/use-document';
import { useSessionExpiryRedirect } from '../use-session-expiry-redirect';
import { AnalysisRequiredCard } from './analysis-required-card';
import { SummaryEditor } from './summary-editor';

/** /documents/{id}/edit: the summary editor for an analysed document, the 'Analysis Required' card otherwise. */
export function DocumentEditPage() {
  const documentId = Number(useParams().id);
  const query = useDocument(documentId);
  const handleSessionExpiry = useSessionExpiryRedirect();
  useEffect(() => {
    if (query.error) handleSessionExpiry(query.error);
  }, [query.error, handleSessionExpiry]);

  if (query.isPending && query.fetchStatus !== 'idle') return <DocumentLoadingSkeleton />;
  if (query.isError || !query.data) {
    return (
      <DocumentLoadError error={query.error ?? new ApiError(404, '', 'Not Found')} onRetry={() => query.refetch()} />
    );
  }
  if (!isEditable(query.data)) return <AnalysisRequiredCard documentId={documentId} />;
  // Keyed by document so moving to another document's editor starts from that document's summary.
  return <SummaryEditor key={query.data.id} document={query.data} />;
}

/** Spec part 2 §2: completed, with an analysis that is not an error report. */
function isEditable(document: DocumentDetail): boolean {
  const { analysis } = document;
  if (document.status !== 'completed' || !analysis) return false;
  return !(typeof analysis.error === 'string' && analysis.error);
}

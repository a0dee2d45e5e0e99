import type { DocumentListItem } from '@doclens/api';
import { AwaitingTypeDocumentCard } from './awaiting-type-document-card';
import { CompletedDocumentCard } from './completed-document-card';
import { FailedDocumentCard } from './failed-document-card';
import { ProcessingDocumentCard } from './processing-document-card';

export function DocumentCard({ document }: { document: DocumentListItem }) {
  if (document.status === 'failed') return <FailedDocumentCard document={document} />;
  if (document.status === 'completed') return <CompletedDocumentCard document={document} />;
  // docs/document-lifecycle.md: pending at stage extracted waits for the user, not for the pipeline.
  if (document.status === 'pending' && document.stage === 'extracted') {
    return <AwaitingTypeDocumentCard document={document} />;
  }
  return <ProcessingDocumentCard document={document} />;
}

import type { DocumentListItem } from '@doclens/api';
import { CompletedDocumentCard } from './completed-document-card';
import { FailedDocumentCard } from './failed-document-card';
import { ProcessingDocumentCard } from './processing-document-card';

export function DocumentCard({ document }: { document: DocumentListItem }) {
  if (document.status === 'failed') return <FailedDocumentCard document={document} />;
  if (document.status === 'completed') return <CompletedDocumentCard document={document} />;
  return <ProcessingDocumentCard document={document} />;
}

import type { DocumentDetail } from '@doclens/api';
import { DocumentPageHeader } from '../../../../components/documents/document-page-header';
import { formatRelativeTime } from '../../../../lib/format';
import { DocumentReportActions } from '../export/document-report-actions';
import { DocumentStatusBadge } from './document-status-badge';

export function DocumentHeader({ document }: { document: DocumentDetail }) {
  return (
    <DocumentPageHeader
      title={document.originalName}
      status={
        <>
          <DocumentStatusBadge status={document.status} />
          <span>Uploaded {formatRelativeTime(document.createdAt)}</span>
        </>
      }
      actions={<DocumentReportActions document={document} />}
    >
      {document.extractionWarning && (
        <p role="note" className="max-w-prose text-sm text-amber-700 dark:text-amber-400">
          {document.extractionWarning}
        </p>
      )}
    </DocumentPageHeader>
  );
}

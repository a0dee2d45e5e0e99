import type { DocumentDetail } from '@doclens/api';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { formatRelativeTime } from '../../../../lib/format';
import { DocumentReportActions } from '../export/document-report-actions';
import { DocumentStatusBadge } from './document-status-badge';

export function DocumentHeader({ document }: { document: DocumentDetail }) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h1 className="break-words text-2xl font-semibold">{document.originalName}</h1>
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <DocumentStatusBadge status={document.status} />
          <span>Uploaded {formatRelativeTime(document.createdAt)}</span>
        </div>
        {document.extractionWarning && (
          <p role="note" className="max-w-prose text-sm text-amber-700 dark:text-amber-400">
            {document.extractionWarning}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <DocumentReportActions document={document} />
        <Button asChild variant="outline">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back
          </Link>
        </Button>
      </div>
    </header>
  );
}

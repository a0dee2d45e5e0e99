import type { DocumentDetail } from '@doclens/api';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { BackToDashboardButton } from '../../../../components/documents/document-load-error';
import { DocumentStateCard } from '../../../../components/documents/document-state-card';
import { Button } from '../../../../components/ui/button';
import { useRetryDocument } from '../../queries/use-retry-document';

/** Retry only where the server says it can help (`canRetry`); otherwise the reason says what to do. */
export function DocumentFailedCard({ document }: { document: DocumentDetail }) {
  return (
    <DocumentStateCard
      icon={AlertTriangle}
      iconClassName="text-destructive"
      title="Processing Failed"
      description={document.failureReason ?? 'Something went wrong while processing this document.'}
    >
      {document.canRetry ? (
        <RetryAction documentId={document.id} />
      ) : (
        <Button asChild>
          <Link to="/">Upload another file</Link>
        </Button>
      )}
      <BackToDashboardButton />
    </DocumentStateCard>
  );
}

function RetryAction({ documentId }: { documentId: number }) {
  const retry = useRetryDocument();
  return (
    <>
      <p className="text-center text-sm text-muted-foreground">
        You can try again, or re-upload the document from the dashboard if the problem persists.
      </p>
      <Button onClick={() => retry.mutate(documentId)} disabled={retry.isPending}>
        {retry.isPending ? 'Retrying…' : 'Retry'}
      </Button>
    </>
  );
}

export function AnalysisUnavailableCard({ error }: { error: string }) {
  return (
    <DocumentStateCard
      icon={AlertTriangle}
      iconClassName="text-destructive"
      title="Analysis Unavailable"
      description={error}
    >
      <BackToDashboardButton label="Return to Dashboard" />
    </DocumentStateCard>
  );
}

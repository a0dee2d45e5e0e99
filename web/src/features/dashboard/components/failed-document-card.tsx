import type { DocumentListItem } from '@doclens/api';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useRetryDocument } from '../../documents/queries/use-retry-document';
import { DocumentCardHeading } from './document-card-heading';

/** Spec part 1 §8's failed card text, for a failure the server gave no reason for. */
const NO_REASON_TEXT = 'We encountered an issue processing the file. Please try uploading again.';

/**
 * A failed document: the server's reason says what to do. Retry is offered only when the server
 * says a retry can help (`canRetry`); a password-protected or damaged file fails the same way again.
 */
export function FailedDocumentCard({ document }: { document: DocumentListItem }) {
  return (
    <Card className="border-red-300 bg-red-50">
      <CardContent className="grid gap-2 pt-6 text-red-900">
        <DocumentCardHeading
          document={document}
          icon={<AlertTriangle className="h-5 w-5 text-red-600" aria-hidden="true" />}
        />
        <p className="font-semibold">Processing Failed</p>
        <p className="text-sm">{document.failureReason ?? NO_REASON_TEXT}</p>
        {document.canRetry && <RetryAction documentId={document.id} />}
      </CardContent>
    </Card>
  );
}

function RetryAction({ documentId }: { documentId: number }) {
  const retry = useRetryDocument();
  return (
    <>
      <p className="text-sm">Document processing failed. Click retry to try again.</p>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={retry.isPending}
        onClick={() => retry.mutate(documentId)}
      >
        <RotateCcw aria-hidden="true" />
        Retry
      </Button>
    </>
  );
}

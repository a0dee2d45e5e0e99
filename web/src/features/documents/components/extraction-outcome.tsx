import type { DocumentDetail } from '@doclens/api';
import { AlertTriangle, CheckCircle2, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { progressLine } from '../processing-progress';
import { useRetryDocument } from '../queries/use-retry-document';

/** What the pipeline made of the file so far, on step 2: reading, read, or failed and what to do. */
export function ExtractionOutcome({ document }: { document: DocumentDetail }) {
  if (document.status === 'failed') return <ExtractionFailed document={document} />;
  return (
    <p role="status" aria-label="Text extraction" className="flex items-center gap-2 text-sm text-muted-foreground">
      {document.stage === 'extracting' ? (
        <>
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          {progressLine(document.progress) ?? 'Reading your document'}… You can choose the analysis meanwhile.
        </>
      ) : (
        <>
          <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden="true" />
          {extractedText(document.pageCount)}
        </>
      )}
    </p>
  );
}

function extractedText(pageCount: number | null): string {
  if (pageCount === null) return 'Text extracted.';
  return `Text extracted from ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}.`;
}

/** The reason says what to do; Retry only where the server says a retry can help. */
function ExtractionFailed({ document }: { document: DocumentDetail }) {
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-5 w-5 text-red-600" aria-hidden="true" />
        This file could not be processed
      </p>
      <p className="text-sm">
        {document.failureReason ?? 'We encountered an issue processing the file. Please try uploading again.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {document.canRetry && <RetryButton documentId={document.id} />}
        <Button asChild variant={document.canRetry ? 'outline' : 'default'}>
          <Link to="/">Upload another file</Link>
        </Button>
      </div>
    </div>
  );
}

function RetryButton({ documentId }: { documentId: number }) {
  const retry = useRetryDocument();
  return (
    <Button onClick={() => retry.mutate(documentId)} disabled={retry.isPending}>
      {retry.isPending ? 'Retrying…' : 'Retry'}
    </Button>
  );
}

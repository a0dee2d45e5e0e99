import type { BulkUploadDetail } from '@doclens/api';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';

const STATUS_LABEL = { pending: 'Waiting', processing: 'Processing', completed: 'Done', failed: 'Failed' } as const;

export interface BulkProgressViewProps {
  batch: BulkUploadDetail;
  onRetry: (fileId: number) => void;
}

/** Progress of a batch: how many files are done, and each file's state with Retry for a failed one. */
export function BulkProgressView({ batch, onRetry }: BulkProgressViewProps) {
  const percent = batch.totalFiles === 0 ? 0 : Math.round((batch.processedFiles / batch.totalFiles) * 100);
  return (
    <section aria-labelledby="bulk-progress" className="space-y-3">
      <h2 id="bulk-progress" className="text-lg font-semibold">
        {batch.status === 'completed' ? 'Files' : 'Analysis in progress'}
      </h2>
      <p className="text-sm" aria-live="polite">
        {batch.processedFiles} of {batch.totalFiles} files processed
        {batch.failedFiles > 0 ? ` (${batch.failedFiles} failed)` : ''}
      </p>
      <Progress value={percent} aria-label="Files processed" />
      <ul className="divide-y rounded-md border text-sm">
        {batch.documents.map((file) => (
          <li key={file.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="truncate">{file.fileName}</span>
            <span className="flex items-center gap-2">
              {file.failureReason && <span className="text-xs text-destructive">{file.failureReason}</span>}
              <Badge variant={file.status === 'failed' ? 'destructive' : 'secondary'}>
                {STATUS_LABEL[file.status]}
              </Badge>
              {file.status === 'failed' && (
                <Button type="button" size="sm" variant="outline" onClick={() => onRetry(file.id)}>
                  Retry
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { BulkUploadSummary } from '@doclens/api';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export interface BulkHistoryProps {
  batches: BulkUploadSummary[];
  onOpen: (id: number) => void;
  onDelete: (id: number) => Promise<void>;
}

const STATUS_TEXT: Record<string, string> = { pending: 'Pending', processing: 'Processing', completed: 'Completed' };

/** Previous bulk uploads: open one, or delete it with its files once the user confirms. */
export function BulkHistory({ batches, onOpen, onDelete }: BulkHistoryProps) {
  const [asked, setAsked] = useState<BulkUploadSummary | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDeletion = async () => {
    if (!asked) return;
    setDeleting(true);
    try {
      await onDelete(asked.id);
    } finally {
      setDeleting(false);
      setAsked(null);
    }
  };

  return (
    <section aria-labelledby="bulk-history" className="space-y-2">
      <h2 id="bulk-history" className="text-lg font-semibold">
        Previous Bulk Uploads
      </h2>
      {batches.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bulk uploads yet.</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm">
          {batches.map((batch) => (
            <li key={batch.id} className="flex items-center justify-between gap-2 px-3 py-2">
              <button
                type="button"
                className="text-left font-medium underline-offset-2 hover:underline"
                onClick={() => onOpen(batch.id)}
              >
                {batch.name}
              </button>
              <span className="flex items-center gap-3 text-muted-foreground">
                <span>
                  {STATUS_TEXT[batch.status] ?? 'Failed'} · {batch.processedFiles}/{batch.totalFiles} files
                </span>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete ${batch.name}`}
                  onClick={() => setAsked(batch)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={`Delete "${asked?.name ?? ''}"?`}
        description="The batch, its uploaded files and its results are deleted for good."
        confirmLabel="Delete batch"
        busy={deleting}
        onConfirm={confirmDeletion}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}

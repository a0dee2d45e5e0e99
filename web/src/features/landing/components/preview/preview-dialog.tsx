import type { DocumentPreview } from '@doclens/api';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { previewTypeLabel } from '../../../../lib/analysis-type-labels';
import { formatDuration } from '../../../../lib/format';
import { useDocumentPreview } from '../../queries/use-document-preview';
import { PreviewProgress } from './preview-progress';
import { PreviewSummarySection } from './preview-summary-section';
import { PreviewTypeCards } from './preview-type-cards';
import { PreviewUpsell } from './preview-upsell';

interface PreviewDialogProps {
  documentId: number | null;
  /** Clears the selected document: the dialog closes and polling stops. */
  onClose: () => void;
}

/** Spec part 1 §2 'Preview dialog': opens as soon as the first preview of the uploaded document arrives. */
export function PreviewDialog({ documentId, onClose }: PreviewDialogProps) {
  const { data: preview } = useDocumentPreview(documentId);
  const open = documentId !== null && preview !== undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {preview && (
        <DialogContent className="max-w-2xl">
          <PreviewBody preview={preview} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PreviewBody({ preview, onClose }: { preview: DocumentPreview; onClose: () => void }) {
  if (preview.status === 'failed') return <PreviewFailed preview={preview} />;
  if (preview.status !== 'completed') {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Analyzing Document...</DialogTitle>
          <DialogDescription>This usually takes less than a minute.</DialogDescription>
        </DialogHeader>
        <PreviewProgress preview={preview} onHide={onClose} />
      </>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden="true" />
          Analysis Complete!
        </DialogTitle>
        <DialogDescription>
          <span className="font-medium text-foreground">{preview.filename}</span> ·{' '}
          {previewTypeLabel(preview.documentType)}
          {preview.processingTime !== null && <> · Analyzed in {formatDuration(preview.processingTime)}</>}
        </DialogDescription>
      </DialogHeader>
      <PreviewTypeCards preview={preview} />
      <PreviewSummarySection preview={preview} />
      <PreviewUpsell onMaybeLater={onClose} />
    </>
  );
}

function PreviewFailed({ preview }: { preview: DocumentPreview }) {
  return (
    <DialogHeader>
      <DialogTitle className="flex items-center gap-2">
        <AlertTriangle className="h-5 w-5 text-destructive" aria-hidden="true" />
        Analysis Failed
      </DialogTitle>
      <DialogDescription>{preview.filename}</DialogDescription>
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
        {preview.failureReason ?? 'We encountered an issue processing the file. Please try uploading again.'}
      </p>
    </DialogHeader>
  );
}

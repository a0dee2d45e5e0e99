import { Loader2 } from 'lucide-react';
import { Progress } from '../../../components/ui/progress';
import type { UploadState } from '../queries/use-upload-document';

/** The uploading state of the panel: real byte progress, then 'Processing...' while the server stores it. */
export function UploadProgressView({ fileName, progress }: Pick<UploadState, 'fileName' | 'progress'>) {
  const phaseLabel = progress >= 100 ? 'Processing...' : 'Uploading...';
  return (
    <div role="status" aria-live="polite" className="grid gap-4 text-center">
      <Loader2 className="mx-auto h-10 w-10 animate-spin text-primary" aria-hidden="true" />
      <h2 className="text-lg font-semibold break-all">Uploading {fileName}...</h2>
      <p className="text-sm text-muted-foreground">Please wait while we process your file</p>
      <Progress value={progress} aria-label="Upload progress" />
      <div className="flex justify-between text-sm">
        <span>{phaseLabel}</span>
        <span>{progress}%</span>
      </div>
    </div>
  );
}

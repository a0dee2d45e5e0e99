import type { DocumentPreview } from '@doclens/api';
import { Loader2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent } from '../../../../components/ui/card';
import { progressLine } from '../../../documents/processing-progress';

const STAGE_TEXT: Record<NonNullable<DocumentPreview['stage']>, string> = {
  extracting: 'Extracting text from your document...',
  extracted: 'Text extracted. Starting the analysis...',
  analyzing: 'Running the AI analysis...',
};

/** The not-yet-completed state: what the pipeline is doing now, and a way to look away. */
export function PreviewProgress({ preview, onHide }: { preview: DocumentPreview; onHide: () => void }) {
  return (
    <Card className="border-blue-200 bg-blue-50/60">
      <CardContent className="grid justify-items-center gap-3 pt-6 text-center">
        <Loader2 className="h-8 w-8 animate-spin text-primary" aria-hidden="true" />
        <h3 className="font-semibold">AI Analysis in Progress</h3>
        <p role="status" className="text-sm text-muted-foreground">
          {preview.stage ? STAGE_TEXT[preview.stage] : 'Waiting for a free analyser...'}
        </p>
        {progressLine(preview.progress) && <p className="text-sm">{progressLine(preview.progress)}</p>}
        <p className="text-xs text-muted-foreground">{preview.filename}</p>
        <Button variant="outline" onClick={onHide}>
          Hide for now
        </Button>
      </CardContent>
    </Card>
  );
}

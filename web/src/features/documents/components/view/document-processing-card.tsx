import type { DocumentDetail } from '@doclens/api';
import { Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { BackToDashboardButton } from '../../../../components/documents/document-load-error';
import { DocumentStateCard } from '../../../../components/documents/document-state-card';
import { Button } from '../../../../components/ui/button';
import { Progress } from '../../../../components/ui/progress';
import { progressLine, readingFraction } from '../../processing-progress';

type Stage = NonNullable<DocumentDetail['stage']>;

/** The pipeline's real stages, in order; the bar shows how far along the current one is. */
const STAGE_STEPS: Record<Stage, { step: number; label: string; progress: number }> = {
  extracting: { step: 1, label: 'Extracting text from your document', progress: 10 },
  extracted: { step: 2, label: 'Text extracted — waiting for the analysis to start', progress: 50 },
  analyzing: { step: 3, label: 'Analyzing your document', progress: 75 },
};
const STAGE_COUNT = 3;
/** Reading the pages moves the bar from the extraction step's start to the next step's. */
const READING_SPAN = STAGE_STEPS.extracted.progress - STAGE_STEPS.extracting.progress;

export function DocumentProcessingCard({ document }: { document: DocumentDetail }) {
  const stage = STAGE_STEPS[document.stage ?? 'extracting'];
  const detail = progressLine(document.progress);
  const pagesRead = readingFraction(document.progress);
  const barValue = pagesRead === undefined ? stage.progress : stage.progress + Math.round(READING_SPAN * pagesRead);
  return (
    <DocumentStateCard
      icon={Loader2}
      iconClassName="animate-spin text-primary"
      title="Processing Document"
      description={document.originalName}
    >
      <div className="w-full space-y-2" role="status" aria-live="polite">
        <p className="text-center font-medium">
          Step {stage.step} of {STAGE_COUNT}: {stage.label}
        </p>
        {detail && <p className="text-center text-sm">{detail}</p>}
        <Progress value={barValue} aria-label="Processing progress" />
        <p className="text-center text-sm text-muted-foreground">
          This page updates by itself when the analysis is ready.
        </p>
      </div>
      <BackToDashboardButton />
    </DocumentStateCard>
  );
}

/** Uploaded but no analysis type chosen yet: nothing will happen until the user picks one. */
export function DocumentAwaitingTypeCard({ document }: { document: DocumentDetail }) {
  return (
    <DocumentStateCard
      title="Choose an Analysis Type"
      description={`${document.originalName} is uploaded. Choose what kind of document it is to start the analysis.`}
    >
      <Button asChild>
        <Link to={`/document-type-selection/${document.id}`}>Choose Analysis Type</Link>
      </Button>
      <BackToDashboardButton />
    </DocumentStateCard>
  );
}

import type { DocumentDetail, Evidence, PlanId } from '@doclens/api';
import { type ComponentType, useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DocumentLoadError } from '../../../components/documents/document-load-error';
import { DocumentLoadingSkeleton } from '../../../components/documents/document-loading-skeleton';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../auth/queries/use-session';
import { useDocumentView } from '../queries/use-document-view';
import { withEditedSummary } from '../summary-points';
import { useEvidenceJump } from './pdf-viewer/evidence-jump';
import { PdfViewer } from './pdf-viewer/pdf-viewer';
import { DocumentAnalysisTabs } from './view/document-analysis-tabs';
import { AnalysisUnavailableCard, DocumentFailedCard } from './view/document-failed-card';
import { DocumentHeader } from './view/document-header';
import { type DocumentPane, DocumentPaneSwitch } from './view/document-pane-switch';
import { DocumentAwaitingTypeCard, DocumentProcessingCard } from './view/document-processing-card';

const NO_ANALYSIS_MESSAGE = 'No analysis is available for this document.';
/** Below Tailwind's lg breakpoint the analysis and the PDF no longer fit side by side. */
const SINGLE_PANE_MEDIA_QUERY = '(max-width: 1023.98px)';

/**
 * /document/{id}: the document's state while it is processed, then its analysis in tabs. A document
 * not found here may be a generated one, which `generatedDocumentFallback` shows.
 */
export function DocumentPage({
  generatedDocumentFallback: GeneratedDocumentFallback,
}: {
  generatedDocumentFallback: ComponentType<{ documentId: number }>;
}) {
  const documentId = Number(useParams().id);
  const { user } = useSession();
  const query = useDocumentView(documentId);
  // Spec part 2 §2: falls back to a generated document with the id; `?source=generated` goes there at once.
  const generated = useSearchParams()[0].get('source') === 'generated';

  if (generated || (query.error instanceof ApiError && query.error.status === 404)) {
    return <GeneratedDocumentFallback documentId={documentId} />;
  }
  if (query.isPending && query.fetchStatus !== 'idle') return <DocumentLoadingSkeleton />;
  if (query.isError || !query.data) {
    return <DocumentLoadError error={query.error ?? notFound()} onRetry={() => query.refetch()} />;
  }
  return <DocumentForStatus document={query.data} plan={user?.plan ?? 'free'} />;
}

function DocumentForStatus({ document, plan }: { document: DocumentDetail; plan: PlanId }) {
  if (document.status === 'failed') return <DocumentFailedCard document={document} />;
  if (document.status === 'processing') return <DocumentProcessingCard document={document} />;
  if (document.status === 'pending') {
    return document.documentType ? (
      <DocumentProcessingCard document={document} />
    ) : (
      <DocumentAwaitingTypeCard document={document} />
    );
  }
  const { analysis } = document;
  if (!analysis) return <AnalysisUnavailableCard error={NO_ANALYSIS_MESSAGE} />;
  if (typeof analysis.error === 'string' && analysis.error) return <AnalysisUnavailableCard error={analysis.error} />;
  return <AnalysedDocument document={document} analysis={withEditedSummary(analysis, document.content)} plan={plan} />;
}

/**
 * The analysis beside the original PDF on wide screens (the viewer stays in view below the sticky
 * site header while the analysis scrolls). A narrow screen has room for one of them: a switch
 * chooses which, and a quoted passage switches to the PDF.
 */
function AnalysedDocument({
  document,
  analysis,
  plan,
}: {
  document: DocumentDetail;
  analysis: Record<string, unknown>;
  plan: PlanId;
}) {
  const { jump, jumpToEvidence } = useEvidenceJump();
  const narrow = useMediaQuery(SINGLE_PANE_MEDIA_QUERY);
  const [pane, setPane] = useState<DocumentPane>('analysis');
  const showsAnalysis = !narrow || pane === 'analysis';
  const showsDocument = !narrow || pane === 'document';
  const jumpToEvidenceInView = useCallback(
    (evidence: Evidence) => {
      setPane('document');
      jumpToEvidence(evidence);
    },
    [jumpToEvidence],
  );
  return (
    <main className="mx-auto max-w-[96rem] space-y-6 px-4 py-8">
      <DocumentHeader document={document} />
      {narrow && <DocumentPaneSwitch pane={pane} onChange={setPane} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        {showsAnalysis && (
          <DocumentAnalysisTabs
            document={document}
            analysis={analysis}
            plan={plan}
            onJumpToEvidence={jumpToEvidenceInView}
          />
        )}
        {showsDocument && (
          <PdfViewer
            documentId={document.id}
            filename={document.originalName}
            jump={jump}
            className="h-[80vh] lg:sticky lg:top-20 lg:h-[calc(100vh-6rem)]"
          />
        )}
      </div>
    </main>
  );
}

/** An id that is not a positive integer never reaches the server: it cannot name a document. */
function notFound(): ApiError {
  return new ApiError(404, '', 'Not Found');
}

import type { AnalysisType } from '@doclens/api';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_ANALYSIS_TYPE } from '../../../lib/analysis-type-labels';
import { UploadPanel } from '../../upload/components/upload-panel';
import { rememberVisitorUpload } from '../../upload/tried-before-sign-up-storage';
import { useDocumentPreview } from '../queries/use-document-preview';
import { AnalysisTypeSelector } from './analysis-type-selector';
import { PreviewDialog } from './preview/preview-dialog';

/** Pick a type, upload anonymously, and watch the free preview arrive. */
export function LandingUploadSection() {
  const [documentType, setDocumentType] = useState<AnalysisType>(DEFAULT_ANALYSIS_TYPE);
  const [documentId, setDocumentId] = useState<number | null>(null);
  const preview = useDocumentPreview(documentId);
  const waitingForPreview = documentId !== null && preview.data === undefined && !preview.isError;

  return (
    <section id="upload" aria-labelledby="upload-title" className="mx-auto grid max-w-4xl gap-6 px-4">
      <h2 id="upload-title" className="text-center text-2xl font-semibold">
        What are you uploading?
      </h2>
      <AnalysisTypeSelector value={documentType} onChange={setDocumentType} />
      {waitingForPreview ? (
        <p role="status" className="flex items-center justify-center gap-2 rounded-lg border-2 border-dashed p-10">
          <Loader2 className="h-5 w-5 animate-spin text-primary" aria-hidden="true" />
          Processing your document...
        </p>
      ) : (
        <UploadPanel
          documentType={documentType}
          onUploaded={(id) => {
            // Signing in later moves it into the account; the app then says where it went.
            rememberVisitorUpload(id);
            setDocumentId(id);
          }}
        />
      )}
      {preview.isError && documentId !== null && (
        <p role="alert" className="text-center text-sm text-destructive">
          We could not load the preview of your document. Please try uploading again.
        </p>
      )}
      <PreviewDialog documentId={documentId} onClose={() => setDocumentId(null)} />
    </section>
  );
}

import { type AnalysisType, DEFAULT_ANALYSIS_PARAMETERS } from '@doclens/api';
import { type NewDocument, usagePeriodOf } from '@doclens/db';
import { processingDeadlineFrom } from '../documents/processing-deadline';
import { originalNameOf, safeDisplayNameOf } from './display-file-names';
import type { ReceivedPdf } from './upload-form';

/** A signed-in user owns the upload; a visitor's browser holds it through its claim cookie. */
export type UploadOwner = { userId: string } | { claimHash: string };

export interface NewUpload {
  owner: UploadOwner;
  file: ReceivedPdf;
  documentType: AnalysisType | undefined;
  at: Date;
}

/**
 * The row of a fresh upload: extraction starts at once; a type named at upload makes it
 * 'processing' straight away with that type's default parameters, otherwise it is 'pending'
 * until the type-selection step.
 */
export function uploadedDocumentRow({ owner, file, documentType, at }: NewUpload): NewDocument {
  return {
    ...('userId' in owner
      ? // Counted in this month's quota in the same transaction (see upload-recording.ts).
        { ownerId: owner.userId, anonymousClaimHash: null, usagePeriod: usagePeriodOf(at) }
      : { ownerId: null, anonymousClaimHash: owner.claimHash, usagePeriod: null }),
    originalName: originalNameOf(file.clientFileName),
    filename: safeDisplayNameOf(file.clientFileName),
    storageKey: file.storageKey,
    fileSize: file.size,
    mimeType: 'application/pdf',
    status: documentType ? 'processing' : 'pending',
    documentType: documentType ?? null,
    analysisParameters: documentType ? JSON.stringify(DEFAULT_ANALYSIS_PARAMETERS[documentType]) : null,
    processingStage: 'extracting',
    processingStartedAt: at,
    processingDeadlineAt: processingDeadlineFrom(at),
  };
}

import type { AnalysisType } from '@doclens/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../hooks/use-toast';
import { dashboardKeys } from '../../../lib/query-keys';
import { UploadFailedError, uploadDocument } from '../api/upload-document';

/** Upload state of spec part 1 §3. */
export interface UploadState {
  isUploading: boolean;
  progress: number;
  fileName: string | null;
}

const IDLE: UploadState = { isUploading: false, progress: 0, fileName: null };

/** The server's refusal of the last upload, kept for what outlives the toast (the visitor limit). */
export interface UploadRefusal {
  status: number | undefined;
  message: string | undefined;
}
const UPLOAD_FAILED_FALLBACK = 'Failed to upload file';

/** Sends one file, tracks its real progress, and toasts the outcome (spec part 1 §8). */
export function useUploadDocument({ onUploaded }: { onUploaded: (documentId: number) => void }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>(IDLE);
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);

  async function upload(file: File, documentType?: AnalysisType): Promise<void> {
    setState({ isUploading: true, progress: 0, fileName: file.name });
    setRefusal(null);
    try {
      const answer = await uploadDocument({ file, documentType }, (progress) =>
        setState((current) => ({ ...current, progress })),
      );
      setState(IDLE);
      toast({ title: 'Upload successful', description: `${answer.filename} uploaded and processing started.` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.documents }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
      ]);
      onUploaded(answer.documentId);
    } catch (error) {
      setState(IDLE);
      const message = error instanceof UploadFailedError ? error.serverMessage : undefined;
      setRefusal({ status: error instanceof UploadFailedError ? error.status : undefined, message });
      toast({ title: 'Upload failed', description: message ?? UPLOAD_FAILED_FALLBACK, variant: 'destructive' });
    }
  }

  return { state, refusal, upload };
}

import type { CreateBulkUpload } from '@doclens/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { UpgradePrompt } from '../../../components/ui/upgrade-prompt';
import { toast } from '../../../hooks/use-toast';
import { userMessageOf } from '../../../lib/api-client';
import { useSession } from '../../auth/queries/use-session';
import { createBulkUpload, deleteBulkUpload, retryBulkFile, uploadBulkFiles } from '../api/bulk-api';
import { bulkKeys, useBulkUpload, useBulkUploads } from '../queries/bulk-queries';
import { BulkConfigureForm } from './bulk-configure-form';
import { BulkFileDrop } from './bulk-file-drop';
import { BulkHistory } from './bulk-history';
import { BulkProgressView } from './bulk-progress-view';
import { BulkResultsView } from './bulk-results-view';

type Step = 'upload' | 'configure' | 'batch';

/**
 * /bulk-upload (spec part 2 §2): upload up to 50 PDFs, configure, follow the analysis (polled every
 * 2 s), read the results; previous uploads below. Enterprise only: others see the upgrade prompt.
 */
export function BulkUploadPage() {
  const { user, isLoading } = useSession();
  const enterprise = user?.plan === 'enterprise';
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('upload');
  const [files, setFiles] = useState<File[]>([]);
  const [batchId, setBatchId] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const history = useBulkUploads(enterprise);
  const batch = useBulkUpload(step === 'batch' ? batchId : null);
  const announced = useRef<number | null>(null);

  const status = batch.data?.status;
  useEffect(() => {
    if (status !== 'completed' || !batchId || announced.current === batchId) return;
    announced.current = batchId;
    void queryClient.invalidateQueries({ queryKey: bulkKeys.list });
    toast({ title: 'Analysis complete', description: 'Your bulk analysis has finished.' });
  }, [status, batchId, queryClient]);

  if (isLoading) return null;
  if (!enterprise) {
    return (
      <main className="mx-auto max-w-5xl space-y-4 px-4 py-8">
        <h1 className="text-2xl font-semibold">Bulk Upload</h1>
        <UpgradePrompt
          title="Bulk analysis is available on the Enterprise plan"
          description="Analyze up to 50 PDFs at once: extract fields into a table with citations, or rank documents against a criterion."
          actionLabel="Upgrade to Enterprise"
        />
      </main>
    );
  }

  const startOver = () => {
    setStep('upload');
    setFiles([]);
    setBatchId(null);
  };

  const start = async (settings: CreateBulkUpload) => {
    setStarting(true);
    let id: number;
    try {
      id = (await createBulkUpload(settings)).id;
    } catch (error) {
      toast({ title: 'Failed to create bulk upload', description: userMessageOf(error), variant: 'destructive' });
      setStarting(false);
      return;
    }
    try {
      const detail = await uploadBulkFiles(id, files);
      queryClient.setQueryData(bulkKeys.detail(id), detail);
      setBatchId(id);
      setStep('batch');
      setFiles([]);
      void queryClient.invalidateQueries({ queryKey: bulkKeys.list });
    } catch (error) {
      toast({ title: 'Failed to upload files', description: userMessageOf(error), variant: 'destructive' });
      await deleteBulkUpload(id).catch(() => undefined);
    } finally {
      setStarting(false);
    }
  };

  const retry = async (fileId: number) => {
    if (!batchId) return;
    try {
      queryClient.setQueryData(bulkKeys.detail(batchId), await retryBulkFile(batchId, fileId));
      announced.current = null;
    } catch (error) {
      toast({ title: 'Error starting analysis', description: userMessageOf(error), variant: 'destructive' });
    }
  };

  const remove = async (id: number) => {
    try {
      await deleteBulkUpload(id);
      if (id === batchId) startOver();
      await queryClient.invalidateQueries({ queryKey: bulkKeys.list });
    } catch (error) {
      toast({ title: 'Error deleting bulk upload', description: userMessageOf(error), variant: 'destructive' });
    }
  };

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold">Bulk Upload</h1>
        {step !== 'upload' && (
          <Button type="button" variant="outline" onClick={startOver}>
            Start Over
          </Button>
        )}
      </div>
      {step === 'upload' && <BulkFileDrop files={files} onFiles={setFiles} onNext={() => setStep('configure')} />}
      {step === 'configure' && (
        <BulkConfigureForm fileCount={files.length} busy={starting} onBack={() => setStep('upload')} onStart={start} />
      )}
      {step === 'batch' && batch.data && (
        <>
          {(batch.data.status !== 'completed' || batch.data.failedFiles > 0) && (
            <BulkProgressView batch={batch.data} onRetry={retry} />
          )}
          {batch.data.status === 'completed' && <BulkResultsView batch={batch.data} />}
        </>
      )}
      <BulkHistory
        batches={history.data?.bulkUploads ?? []}
        onOpen={(id) => {
          setBatchId(id);
          setStep('batch');
          announced.current = id;
        }}
        onDelete={remove}
      />
      <p className="text-xs text-muted-foreground">
        Need single-document analysis instead? <Link to="/dashboard">Go to the dashboard</Link>.
      </p>
    </main>
  );
}

import { type AnalysisType, maxFileSizeBytes, PLANS, type PlanId, planOrFree } from '@doclens/api';
import { FileUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { cn } from '../../../lib/class-names';
import { useSession } from '../../auth/queries/use-session';
import { isMonthlyLimitReached, monthlyUsageLabel } from '../../usage/monthly-usage-label';
import { useDashboardStats } from '../../usage/queries/use-dashboard-stats';
import { useTriedDocumentInAccount } from '../queries/use-tried-document';
import { useUploadDocument } from '../queries/use-upload-document';
import { checkUploadFile } from '../upload-file-check';
import { UploadLimitReached } from './upload-limit-reached';
import { UploadProgressView } from './upload-progress-view';
import { VisitorUploadLimitNotice } from './visitor-upload-limit-notice';

export const UPGRADE_PROMPT_DELAY_MS = 3000;

export interface UploadPanelProps {
  /** Sent with the file; the analysis then starts without the type-selection step. */
  documentType?: AnalysisType;
  onUploaded: (documentId: number) => void;
  /** Where a too-large file leads; defaults to the pricing page. */
  onUpgrade?: () => void;
}

/** Drag-and-drop PDF upload with the plan's checks, real progress and the monthly limit (spec part 1 §2). */
export function UploadPanel({ documentType, onUploaded, onUpgrade }: UploadPanelProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const plan: PlanId = planOrFree(user?.plan);
  const stats = useDashboardStats({ enabled: user !== null });
  const usage = stats.data?.monthlyUsage;
  const limitReached = usage !== undefined && isMonthlyLimitReached(usage);
  const triedDocument = useTriedDocumentInAccount(user?.id);
  const { state, refusal, upload } = useUploadDocument({ onUploaded });
  const visitorLimited = user === null && refusal?.status === 429;
  const upgradeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(upgradeTimer.current), []);

  function suggestUpgrade() {
    clearTimeout(upgradeTimer.current);
    upgradeTimer.current = setTimeout(onUpgrade ?? (() => navigate('/pricing')), UPGRADE_PROMPT_DELAY_MS);
  }

  function onDrop(accepted: File[], rejected: FileRejection[]) {
    if (rejected.some(({ errors }) => errors.some((error) => error.code === 'too-many-files'))) {
      toast({ title: 'Invalid file', description: 'Too many files', variant: 'destructive' });
      return;
    }
    const file = accepted[0] ?? rejected[0]?.file;
    if (!file) return;
    const problem = checkUploadFile(file, plan);
    if (problem?.suggestsUpgrade) {
      toast({
        title: problem.title,
        description: `${problem.message} Upgrade your plan for larger files.`,
        variant: 'destructive',
      });
      suggestUpgrade();
      return;
    }
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: 'destructive' });
      return;
    }
    // Our checks passed but the drop zone still refused it: show the drop zone's own reason.
    const dropzoneMessage = rejected[0]?.errors[0]?.message;
    if (dropzoneMessage) {
      toast({ title: 'Invalid file', description: dropzoneMessage, variant: 'destructive' });
      return;
    }
    void upload(file, documentType);
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept: { 'application/pdf': ['.pdf'] },
    maxFiles: 1,
    multiple: false,
    minSize: 1,
    maxSize: maxFileSizeBytes(plan),
    disabled: state.isUploading || limitReached,
    noKeyboard: true,
  });

  if (usage && limitReached) {
    return <UploadLimitReached usageLabel={monthlyUsageLabel(usage)} triedDocument={triedDocument.data} />;
  }
  if (state.isUploading) {
    return (
      <div className="rounded-lg border-2 border-dashed p-6 sm:p-10">
        <UploadProgressView fileName={state.fileName} progress={state.progress} />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div
        {...getRootProps({
          role: 'group',
          'aria-label': 'Upload a PDF document',
          className: cn(
            'grid cursor-pointer gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors sm:p-10',
            isDragActive ? 'border-primary bg-primary/5' : 'border-muted-foreground/30 hover:border-primary/60',
          ),
        })}
      >
        <input {...getInputProps({ 'aria-label': 'PDF file' })} data-testid="upload-input" />
        <FileUp className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
        <p className="text-lg font-medium">
          {isDragActive ? 'Drop your document here' : 'Drag and drop your document here'}
        </p>
        <p className="text-sm text-muted-foreground">or click to browse files</p>
        <Button
          type="button"
          className="mx-auto"
          onClick={(event) => {
            // The root would open the picker too; one dialog is enough.
            event.stopPropagation();
            open();
          }}
        >
          Choose File
        </Button>
        <p className="text-xs text-muted-foreground">
          PDF files only • Max {PLANS[plan].maxFileSizeMb}MB • Essays, CVs, Contracts, and more
        </p>
        <p className="text-xs text-muted-foreground">
          Your document is analysed immediately based on the selected type.
        </p>
      </div>
      {visitorLimited && <VisitorUploadLimitNotice message={refusal?.message} />}
    </div>
  );
}

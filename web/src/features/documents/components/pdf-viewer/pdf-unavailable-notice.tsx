import { FileWarning } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { PDF_LOAD_FAILED_TITLE } from './pdf-document-loader';

interface PdfUnavailableNoticeProps {
  reason: string;
  downloadUrl: string;
  filename: string;
}

/** The PDF cannot be shown here; the reader can still open the file itself. */
export function PdfUnavailableNotice({ reason, downloadUrl, filename }: PdfUnavailableNoticeProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <FileWarning className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">{PDF_LOAD_FAILED_TITLE}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{reason}</p>
      <Button asChild variant="outline">
        <a href={downloadUrl} download={filename}>
          Download PDF
        </a>
      </Button>
    </div>
  );
}

import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { toast } from '../../../hooks/use-toast';
import { ApiError, userMessageOf } from '../../../lib/api-client';
import { downloadBlob, safeFileName, textFileBlob } from '../../../lib/file-download';
import { generatePdf } from '../api/generated-document-api';
import { pdfBlobOf, plainText, standaloneHtmlFile } from '../generated-document-export';

interface DownloadMenuProps {
  documentId: number;
  title: string;
  html: string;
}

/**
 * Why the PDF was not made: the server's sentence when the document itself was refused (a word
 * too long, nesting too deep, a render past its limit), so the user knows what to change.
 */
function pdfFailureReason(error: unknown): string {
  const refusedDocument = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refusedDocument ? userMessageOf(error) : 'PDF generation failed.';
}

/** Download as PDF (drawn by the server), standalone HTML or plain text, of what the editor shows. */
export function DownloadMenu({ documentId, title, html }: DownloadMenuProps) {
  const name = safeFileName(title);
  const downloadPdf = async () => {
    try {
      const { pdfData } = await generatePdf({ title: title || 'Document', content: html, documentId });
      downloadBlob(`${name}.pdf`, pdfBlobOf(pdfData));
    } catch (error) {
      // Spec part 2 §8: the HTML file stands in, to be printed to PDF from the browser.
      downloadBlob(`${name}.html`, standaloneHtmlFile(title, html));
      toast({
        title: 'PDF generation failed',
        description: `${pdfFailureReason(error)} HTML file downloaded - open it and print to PDF.`,
        variant: 'destructive',
      });
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline">
          <Download aria-hidden="true" />
          Download
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void downloadPdf()}>PDF</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => downloadBlob(`${name}.html`, standaloneHtmlFile(title, html))}>
          HTML
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => downloadBlob(`${name}.txt`, textFileBlob(plainText(html)))}>
          Text
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

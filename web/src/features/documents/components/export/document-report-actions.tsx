import type { DocumentDetail } from '@doclens/api';
import { Download, Share2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../hooks/use-toast';
import { downloadBlob, htmlFileBlob } from '../../../../lib/file-download';
import { analysisReportOf } from './analysis-report';
import { copyToClipboard, documentLinkOf } from './document-link';
import { reportFileName } from './report-download';
import { renderReportHtml } from './report-html';

/** Export (an HTML report of what this viewer sees) and Share (the link) for an analysed document. */
export function DocumentReportActions({ document }: { document: DocumentDetail }) {
  const { analysis } = document;

  const exportReport = () => {
    if (!analysis) return;
    const fileName = reportFileName(document.originalName);
    downloadBlob(fileName, htmlFileBlob(renderReportHtml(analysisReportOf(document, analysis))));
    toast({
      title: 'Report exported',
      description: `${fileName} is in your downloads. Open it and print to PDF if you need a PDF.`,
    });
  };

  const shareLink = async () => {
    const link = documentLinkOf(document.id, window.location.origin);
    if (await copyToClipboard(link)) {
      toast({ title: 'Link copied', description: 'The link to this analysis is in your clipboard.' });
    } else {
      // Left on screen longer so the link can be selected and copied by hand.
      toast({ title: 'Copy this link', description: link, duration: 15_000 });
    }
  };

  return (
    <div className="flex gap-2">
      {analysis && (
        <Button variant="outline" onClick={exportReport}>
          <Download aria-hidden="true" />
          Export
        </Button>
      )}
      <Button variant="outline" onClick={shareLink}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
    </div>
  );
}

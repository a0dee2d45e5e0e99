import { Archive, ArchiveRestore, Download, EllipsisVertical, Eye, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { downloadBlob, safeFileName } from '../../../lib/file-download';
import { standaloneHtmlFile } from '../../generated-document-editor/generated-document-export';
import { type DashboardDocument, documentEditHref, documentFileHref, documentViewHref } from '../dashboard-document';

interface DocumentCardMenuProps {
  document: DashboardDocument;
  archivePending: boolean;
  onToggleArchive: () => void;
}

/** Spec part 2 §2: View, Edit (uploaded documents only), Download (a generated one as HTML), Archive or Restore. */
export function DocumentCardMenu({ document, archivePending, onToggleArchive }: DocumentCardMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${document.name}`}>
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to={documentViewHref(document)}>
            <Eye aria-hidden="true" />
            View
          </Link>
        </DropdownMenuItem>
        {document.origin === 'uploaded' && (
          <DropdownMenuItem asChild>
            <Link to={documentEditHref(document.id)}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </DropdownMenuItem>
        )}
        {document.origin === 'uploaded' && (
          <DropdownMenuItem asChild>
            <a href={documentFileHref(document.id)} download={document.name}>
              <Download aria-hidden="true" />
              Download
            </a>
          </DropdownMenuItem>
        )}
        {document.generatedContent !== undefined && (
          <DropdownMenuItem onSelect={() => downloadGenerated(document.name, document.generatedContent ?? '')}>
            <Download aria-hidden="true" />
            Download
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={archivePending} onSelect={onToggleArchive}>
          {document.isArchived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {document.isArchived ? 'Restore' : 'Archive'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A generated document downloads as the editor's standalone HTML file. */
function downloadGenerated(name: string, html: string): void {
  downloadBlob(`${safeFileName(name)}.html`, standaloneHtmlFile(name, html));
}

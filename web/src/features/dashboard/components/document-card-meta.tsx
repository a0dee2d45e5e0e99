import type { DocumentListItem } from '@doclens/api';
import { formatFileSize, formatRelativeTime } from '../../../lib/format';
import { DOCUMENT_TYPE_LABELS } from '../document-type-labels';

/** Type, size and upload date, shared by every card state. */
export function DocumentCardMeta({ document }: { document: DocumentListItem }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
      {document.documentType && <span>{DOCUMENT_TYPE_LABELS[document.documentType]}</span>}
      <span>{formatFileSize(document.fileSize)}</span>
      <time dateTime={document.createdAt}>{formatRelativeTime(document.createdAt)}</time>
    </p>
  );
}

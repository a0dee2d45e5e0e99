import type { DocumentListItem } from '@doclens/api';
import { documentTypeName } from '../../../lib/analysis-type-labels';
import { formatFileSize, formatRelativeTime } from '../../../lib/format';

/** Type, size and upload date, shared by every card state. */
export function DocumentCardMeta({ document }: { document: DocumentListItem }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
      {document.documentType && <span>{documentTypeName(document.documentType)}</span>}
      <span>{formatFileSize(document.fileSize)}</span>
      <time dateTime={document.createdAt}>{formatRelativeTime(document.createdAt)}</time>
    </p>
  );
}

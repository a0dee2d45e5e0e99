import type { DocumentListItem } from '@doclens/api';
import type { ReactNode } from 'react';
import { documentTypeName } from '../../../lib/analysis-type-labels';
import { formatFileSize, formatRelativeTime } from '../../../lib/format';

interface DocumentCardHeadingProps {
  document: DocumentListItem;
  /** Marks the card's state before the name, where the state has a mark. */
  icon?: ReactNode;
  /** The state's badge, beside the name. */
  badge?: ReactNode;
}

/** The name, the state and the type, size and upload date that every card state opens with. */
export function DocumentCardHeading({ document, icon, badge }: DocumentCardHeadingProps) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-center gap-2">
          {icon}
          <h3 className="font-medium break-all">{document.originalName}</h3>
        </div>
        {badge}
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {document.documentType && <span>{documentTypeName(document.documentType)}</span>}
        <span>{formatFileSize(document.fileSize)}</span>
        <time dateTime={document.createdAt}>{formatRelativeTime(document.createdAt)}</time>
      </p>
    </>
  );
}

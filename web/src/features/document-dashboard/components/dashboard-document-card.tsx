import { FileText, Pin, PinOff } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { type DashboardDocument, documentHref, documentTypeLabel } from '../dashboard-document';
import { formatDocumentAge, formatDocumentSize } from '../dashboard-format';
import { DocumentCardMenu } from './document-card-menu';

const STATUS_BADGES: Record<DashboardDocument['status'], { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Uploaded', variant: 'secondary' },
  processing: { label: 'Processing', variant: 'warning' },
  completed: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  generating: { label: 'Generating', variant: 'warning' },
  draft: { label: 'Draft', variant: 'secondary' },
};

const RISK_BADGES: Record<
  NonNullable<DashboardDocument['riskLevel']>,
  { label: string; variant: BadgeProps['variant'] }
> = {
  high: { label: 'High Risk', variant: 'danger' },
  medium: { label: 'Medium Risk', variant: 'warning' },
  low: { label: 'Low Risk', variant: 'success' },
};

interface DashboardDocumentCardProps {
  document: DashboardDocument;
  pinned: boolean;
  archivePending: boolean;
  onTogglePin: () => void;
  onToggleArchive: () => void;
}

export function DashboardDocumentCard({
  document,
  pinned,
  archivePending,
  onTogglePin,
  onToggleArchive,
}: DashboardDocumentCardProps) {
  const status = STATUS_BADGES[document.status];
  const typeLabel = documentTypeLabel(document.type);
  return (
    <Card className="relative h-full transition-colors focus-within:border-primary/60 hover:border-primary/60">
      <CardContent className="grid gap-3 pt-6">
        <div className="flex items-start justify-between gap-2">
          <div className="flex min-w-0 items-start gap-2">
            <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <h3 className="font-medium break-all" data-testid="document-card-name">
              {/* The link's box covers the card, so a click anywhere on it opens the document. */}
              <Link
                to={documentHref(document)}
                className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
              >
                {document.name}
              </Link>
            </h3>
          </div>
          <div className="relative z-10 flex shrink-0 items-center">
            <Button
              variant="ghost"
              size="icon"
              aria-pressed={pinned}
              aria-label={pinned ? `Unpin ${document.name}` : `Pin ${document.name}`}
              onClick={onTogglePin}
            >
              {pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
            </Button>
            <DocumentCardMenu document={document} archivePending={archivePending} onToggleArchive={onToggleArchive} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant={status.variant}>{status.label}</Badge>
          {typeLabel && <Badge variant="outline">{typeLabel}</Badge>}
          {document.riskLevel && (
            <Badge variant={RISK_BADGES[document.riskLevel].variant}>{RISK_BADGES[document.riskLevel].label}</Badge>
          )}
          {document.overallGrade && <Badge variant="outline">Grade: {document.overallGrade}</Badge>}
          {document.type === 'cv' && document.overallScore !== null && (
            <Badge variant="outline">Score: {document.overallScore}/100</Badge>
          )}
          {pinned && <Badge variant="secondary">Pinned</Badge>}
          {document.isArchived && <Badge variant="secondary">Archived</Badge>}
        </div>
        <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <span>{formatDocumentSize(document.fileSize)}</span>
          <time dateTime={document.createdAt}>{formatDocumentAge(document.createdAt)}</time>
        </p>
      </CardContent>
    </Card>
  );
}

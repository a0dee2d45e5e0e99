import type { DocumentDetail } from '@doclens/api';
import { Badge, type BadgeProps } from '../../../../components/ui/badge';

const STATUS_BADGES: Record<DocumentDetail['status'], { label: string; variant: NonNullable<BadgeProps['variant']> }> =
  {
    pending: { label: 'Uploaded', variant: 'outline' },
    processing: { label: 'Processing', variant: 'warning' },
    completed: { label: 'Completed', variant: 'success' },
    failed: { label: 'Failed', variant: 'danger' },
  };

export function DocumentStatusBadge({ status }: { status: DocumentDetail['status'] }) {
  const badge = STATUS_BADGES[status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

import type { ReactNode } from 'react';
import { cn } from '../../../../lib/class-names';

/** One labelled number in a preview card; the label is part of the term so screen readers pair them. */
export function PreviewStat({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-md border bg-background p-3 text-center', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold">{value}</dd>
    </div>
  );
}

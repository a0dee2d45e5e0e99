import { cn } from '../../lib/class-names';
import { Heading } from './heading-level';

export interface TitledListProps {
  title: string;
  items: readonly (string | undefined)[] | undefined;
  className?: string;
}

/** A small headed bullet list; renders nothing when there is nothing to list. */
export function TitledList({ title, items, className }: TitledListProps) {
  const shown = (items ?? []).filter((item): item is string => Boolean(item?.trim()));
  if (shown.length === 0) return null;
  return (
    <section className={cn('space-y-1', className)}>
      <Heading className="text-sm font-semibold">{title}</Heading>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {shown.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

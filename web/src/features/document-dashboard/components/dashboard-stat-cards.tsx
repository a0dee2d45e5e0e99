import { cn } from '../../../lib/class-names';
import { DOCUMENT_FILTER_LABELS, DOCUMENT_FILTERS, type DocumentFilter } from '../document-filters';

const STAT_LABELS: Record<DocumentFilter, string> = { ...DOCUMENT_FILTER_LABELS, all: 'Total' };

interface DashboardStatCardsProps {
  counts: Record<DocumentFilter, number>;
  selected: DocumentFilter;
  onSelect: (filter: DocumentFilter) => void;
}

/** One card per filter with how many documents it shows; choosing a card applies its filter. */
export function DashboardStatCards({ counts, selected, onSelect }: DashboardStatCardsProps) {
  return (
    <ul aria-label="Document counts" className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9">
      {DOCUMENT_FILTERS.map((filter) => (
        <li key={filter}>
          <button
            type="button"
            aria-pressed={filter === selected}
            onClick={() => onSelect(filter)}
            className={cn(
              'w-full rounded-lg border bg-card p-3 text-left shadow-sm transition-colors hover:border-primary/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              filter === selected && 'border-primary bg-primary/5',
            )}
          >
            <span className="block text-xs text-muted-foreground">{STAT_LABELS[filter]}</span>
            <span className="block text-2xl font-bold" data-testid={`stat-${filter}`}>
              {counts[filter]}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

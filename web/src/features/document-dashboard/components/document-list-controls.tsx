import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { DOCUMENT_FILTER_LABELS, DOCUMENT_FILTERS, type DocumentFilter } from '../document-filters';
import { DOCUMENT_SORT_LABELS, DOCUMENT_SORTS, type DocumentSort } from '../document-sorts';
import { LabelledSelect } from './labelled-select';

interface DocumentListControlsProps {
  search: string;
  filter: DocumentFilter;
  sort: DocumentSort;
  onSearchChange: (search: string) => void;
  onFilterChange: (filter: DocumentFilter) => void;
  onSortChange: (sort: DocumentSort) => void;
}

export function DocumentListControls(props: DocumentListControlsProps) {
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem] md:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="document-search">Search documents</Label>
        <div className="relative">
          <Search className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden="true" />
          <Input
            id="document-search"
            type="search"
            className="pl-9"
            placeholder="Search by name or type..."
            value={props.search}
            onChange={(event) => props.onSearchChange(event.target.value)}
          />
        </div>
      </div>
      <LabelledSelect
        label="Filter"
        value={props.filter}
        options={DOCUMENT_FILTERS}
        optionLabels={DOCUMENT_FILTER_LABELS}
        onChange={props.onFilterChange}
      />
      <LabelledSelect
        label="Sort by"
        value={props.sort}
        options={DOCUMENT_SORTS}
        optionLabels={DOCUMENT_SORT_LABELS}
        onChange={props.onSortChange}
      />
    </div>
  );
}

import { type DashboardDocument, documentTypeLabel } from './dashboard-document';
import { DOCUMENT_FILTERS, type DocumentFilter, matchesFilter } from './document-filters';
import { type DocumentSort, sortDocuments } from './document-sorts';

/** Spec part 2 §9: ten cards a page. */
export const DASHBOARD_PAGE_SIZE = 10;

export interface DocumentListCriteria {
  filter: DocumentFilter;
  search: string;
  sort: DocumentSort;
  pinnedIds: ReadonlySet<number>;
}

/** Spec part 2 §5: search is case-insensitive on the name and the type (its value or the label shown). */
export function matchesSearch(document: DashboardDocument, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const haystacks = [document.name, document.type, documentTypeLabel(document.type)];
  return haystacks.some((text) => text?.toLowerCase().includes(needle));
}

/** The documents the list shows, in order: filtered, searched, then sorted. */
export function selectDocuments(
  documents: readonly DashboardDocument[],
  { filter, search, sort, pinnedIds }: DocumentListCriteria,
): DashboardDocument[] {
  const shown = documents.filter(
    (document) => matchesFilter(document, filter, pinnedIds) && matchesSearch(document, search),
  );
  return sortDocuments(shown, sort);
}

export interface DocumentPage<T> {
  items: T[];
  /** The page shown, moved back inside the range when the list shrank under it. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown; 0 and 0 for an empty list. */
  firstPosition: number;
  lastPosition: number;
}

export function pageOf<T>(items: readonly T[], requestedPage: number, pageSize = DASHBOARD_PAGE_SIZE): DocumentPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const start = (page - 1) * pageSize;
  const pageItems = items.slice(start, start + pageSize);
  return {
    items: pageItems,
    page,
    pageCount,
    firstPosition: pageItems.length === 0 ? 0 : start + 1,
    lastPosition: start + pageItems.length,
  };
}

/** The stat cards: how many documents each filter shows, counted with the filters' own rules. */
export function countByFilter(
  documents: readonly DashboardDocument[],
  pinnedIds: ReadonlySet<number>,
): Record<DocumentFilter, number> {
  const counts = Object.fromEntries(DOCUMENT_FILTERS.map((filter) => [filter, 0])) as Record<DocumentFilter, number>;
  for (const document of documents) {
    for (const filter of DOCUMENT_FILTERS) if (matchesFilter(document, filter, pinnedIds)) counts[filter] += 1;
  }
  return counts;
}

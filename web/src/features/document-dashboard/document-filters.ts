import { type DashboardDocument, pinIdOf } from './dashboard-document';

/** Spec part 2 §9: the dashboard's filters, in the order the filter menu lists them. */
export const DOCUMENT_FILTERS = [
  'all',
  'uploaded',
  'generated',
  'pinned',
  'archived',
  'essays',
  'cvs',
  'legal',
  'other',
] as const;
export type DocumentFilter = (typeof DOCUMENT_FILTERS)[number];

export const DOCUMENT_FILTER_LABELS: Record<DocumentFilter, string> = {
  all: 'All Documents',
  uploaded: 'Uploaded',
  generated: 'Generated',
  pinned: 'Pinned',
  archived: 'Archived',
  essays: 'Essays',
  cvs: 'CVs',
  legal: 'Legal',
  other: 'Other',
};

/** Spec part 2 §9: the legal filter matches types containing one of these words. */
export const LEGAL_TYPE_WORDS = ['contract', 'agreement', 'lease', 'tenancy', 'policy', 'statement'] as const;

/** `?filter=` preselects a filter; anything unknown or missing means all documents. */
export function parseDocumentFilter(value: string | null): DocumentFilter {
  return DOCUMENT_FILTERS.find((filter) => filter === value) ?? 'all';
}

const typeOf = (document: Pick<DashboardDocument, 'type'>) => document.type?.toLowerCase() ?? '';

// Types are matched by what they contain because generated documents carry free-text types
// ('Employment Contract', 'Resume') beside the four analysis types (spec part 2 §3).
export function isEssayType(document: Pick<DashboardDocument, 'type'>): boolean {
  return typeOf(document).includes('essay');
}

export function isCvType(document: Pick<DashboardDocument, 'type'>): boolean {
  const type = typeOf(document);
  return type.includes('cv') || type.includes('resume');
}

export function isLegalType(document: Pick<DashboardDocument, 'type'>): boolean {
  const type = typeOf(document);
  return LEGAL_TYPE_WORDS.some((word) => type.includes(word));
}

/** A typed document that is none of the named kinds; an upload still waiting for its type is in no kind. */
export function isOtherType(document: Pick<DashboardDocument, 'type'>): boolean {
  return document.type !== null && !isEssayType(document) && !isCvType(document) && !isLegalType(document);
}

/** Archived documents show only under 'archived' and are hidden from every other filter. */
export function matchesFilter(
  document: DashboardDocument,
  filter: DocumentFilter,
  pinnedIds: ReadonlySet<number>,
): boolean {
  if (filter === 'archived') return document.isArchived;
  if (document.isArchived) return false;
  switch (filter) {
    case 'all':
      return true;
    case 'uploaded':
      return document.origin === 'uploaded';
    case 'generated':
      return document.origin === 'generated';
    case 'pinned':
      return pinnedIds.has(pinIdOf(document));
    case 'essays':
      return isEssayType(document);
    case 'cvs':
      return isCvType(document);
    case 'legal':
      return isLegalType(document);
    case 'other':
      return isOtherType(document);
  }
}

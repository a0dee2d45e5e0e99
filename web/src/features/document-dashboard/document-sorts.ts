import type { DashboardDocument } from './dashboard-document';

/** Spec part 2 §9: date newest first, name A to Z, risk highest first, size largest first. */
export const DOCUMENT_SORTS = ['date', 'name', 'risk', 'size'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

export const DOCUMENT_SORT_LABELS: Record<DocumentSort, string> = {
  date: 'Newest first',
  name: 'Name (A–Z)',
  risk: 'Highest risk',
  size: 'Largest first',
};

const RISK_RANK: Record<NonNullable<DashboardDocument['riskLevel']>, number> = { high: 3, medium: 2, low: 1 };

const riskRankOf = (document: DashboardDocument) => (document.riskLevel ? RISK_RANK[document.riskLevel] : 0);

const newestFirst = (a: DashboardDocument, b: DashboardDocument) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const COMPARATORS: Record<DocumentSort, (a: DashboardDocument, b: DashboardDocument) => number> = {
  date: newestFirst,
  name: (a, b) => nameCollator.compare(a.name, b.name) || newestFirst(a, b),
  risk: (a, b) => riskRankOf(b) - riskRankOf(a) || newestFirst(a, b),
  size: (a, b) => b.fileSize - a.fileSize || newestFirst(a, b),
};

/** A sorted copy; ties fall back to newest first so the order never depends on the server's. */
export function sortDocuments(documents: readonly DashboardDocument[], sort: DocumentSort): DashboardDocument[] {
  return [...documents].sort(COMPARATORS[sort]);
}

export function parseDocumentSort(value: string | null): DocumentSort {
  return DOCUMENT_SORTS.find((sort) => sort === value) ?? 'date';
}

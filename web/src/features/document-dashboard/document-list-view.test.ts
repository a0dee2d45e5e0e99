import { describe, expect, it } from 'vitest';
import { aDashboardDocument } from '../../test/fixtures/dashboard-document.fixtures';
import { type DocumentFilter, isLegalType, matchesFilter, parseDocumentFilter } from './document-filters';
import { countByFilter, type DocumentListCriteria, pageOf, selectDocuments } from './document-list-view';
import { type DocumentSort, parseDocumentSort } from './document-sorts';

const library = [
  aDashboardDocument(1, {
    name: 'Lease.pdf',
    type: 'contract',
    riskLevel: 'high',
    fileSize: 500,
    createdAt: '2026-11-01T09:00:00Z',
  }),
  aDashboardDocument(2, { name: 'essay-final.pdf', type: 'essay', fileSize: 3000, createdAt: '2026-11-03T09:00:00Z' }),
  aDashboardDocument(3, { name: 'My CV.pdf', type: 'cv', fileSize: 2000, createdAt: '2026-11-02T09:00:00Z' }),
  aDashboardDocument(4, { name: 'notes.pdf', type: 'other', fileSize: 100, createdAt: '2026-11-04T09:00:00Z' }),
  aDashboardDocument(5, {
    name: 'old NDA.pdf',
    type: 'contract',
    riskLevel: 'low',
    isArchived: true,
    createdAt: '2026-10-01T09:00:00Z',
  }),
  aDashboardDocument(6, {
    name: 'waiting.pdf',
    type: null,
    status: 'pending',
    hasAnalysis: false,
    createdAt: '2026-11-05T09:00:00Z',
  }),
  aDashboardDocument(7, {
    name: 'Tenancy terms',
    origin: 'generated',
    type: 'Rental Tenancy',
    riskLevel: 'medium',
    createdAt: '2026-11-06T09:00:00Z',
  }),
  aDashboardDocument(8, {
    name: 'Cover letter',
    origin: 'generated',
    type: 'Cover Letter',
    createdAt: '2026-11-07T09:00:00Z',
  }),
];

const criteria = (overrides: Partial<DocumentListCriteria> = {}): DocumentListCriteria => ({
  filter: 'all',
  search: '',
  sort: 'date',
  pinnedIds: new Set(),
  ...overrides,
});

const idsOf = (overrides: Partial<DocumentListCriteria>) =>
  selectDocuments(library, criteria(overrides)).map((d) => d.id);

describe('document filters', () => {
  it.each<[DocumentFilter, number[]]>([
    ['all', [8, 7, 6, 4, 2, 3, 1]],
    ['uploaded', [6, 4, 2, 3, 1]],
    ['generated', [8, 7]],
    ['archived', [5]],
    ['essays', [2]],
    ['cvs', [3]],
    ['legal', [7, 1]],
    ['other', [8, 4]],
  ])("'%s' shows documents %j, newest first", (filter, expected) => {
    expect(idsOf({ filter })).toEqual(expected);
  });

  it("'pinned' shows the pinned documents that are not archived", () => {
    // Generated document 8 is pinned by its negated id; the plain id 7 names an upload, not generated 7.
    expect(idsOf({ filter: 'pinned', pinnedIds: new Set([3, 5, 7, -8]) })).toEqual([8, 3]);
  });

  it('hides archived documents from every filter but archived', () => {
    const archived = aDashboardDocument(9, { type: 'essay', isArchived: true });
    for (const filter of ['all', 'uploaded', 'pinned', 'essays'] as const) {
      expect(matchesFilter(archived, filter, new Set([9]))).toBe(false);
    }
    expect(matchesFilter(archived, 'archived', new Set())).toBe(true);
  });

  it.each([
    ['contract', true],
    ['Service Agreement', true],
    ['Commercial LEASE', true],
    ['Rental Tenancy', true],
    ['Privacy Policy', true],
    ['Financial Statement', true],
    ['essay', false],
    ['cv', false],
    ['other', false],
    ['Legal memo', false],
    [null, false],
  ])('applies the legal-word rule to the type %j: %s', (type, legal) => {
    expect(isLegalType({ type })).toBe(legal);
  });

  it('matches essays and CVs by what the type contains, resumes included', () => {
    const generatedResume = aDashboardDocument(10, { origin: 'generated', type: 'CV/Resume' });
    const generatedEssay = aDashboardDocument(11, { origin: 'generated', type: 'Persuasive Essay' });
    expect(matchesFilter(generatedResume, 'cvs', new Set())).toBe(true);
    expect(matchesFilter(generatedEssay, 'essays', new Set())).toBe(true);
    expect(matchesFilter(generatedEssay, 'other', new Set())).toBe(false);
  });

  it('reads ?filter= values and falls back to all', () => {
    expect(parseDocumentFilter('legal')).toBe('legal');
    expect(parseDocumentFilter('LEGAL')).toBe('all');
    expect(parseDocumentFilter('everything')).toBe('all');
    expect(parseDocumentFilter(null)).toBe('all');
  });
});

describe('document search', () => {
  it('is case-insensitive on the name', () => {
    expect(idsOf({ search: 'LEASE' })).toEqual([1]);
    expect(idsOf({ search: 'my cv' })).toEqual([3]);
  });

  it('matches the type, as stored and as labelled', () => {
    expect(idsOf({ search: 'essay' })).toEqual([2]);
    expect(idsOf({ search: 'Legal Contract' })).toEqual([1]);
    expect(idsOf({ search: 'cover LETTER' })).toEqual([8]);
  });

  it('ignores surrounding spaces and combines with the filter', () => {
    expect(idsOf({ search: '  pdf ' })).toEqual([6, 4, 2, 3, 1]);
    expect(idsOf({ search: 'pdf', filter: 'archived' })).toEqual([5]);
    expect(idsOf({ search: 'nothing like this' })).toEqual([]);
  });
});

describe('document sorts', () => {
  it.each<[DocumentSort, number[]]>([
    ['date', [8, 7, 6, 4, 2, 3, 1]],
    ['name', [8, 2, 1, 3, 4, 7, 6]],
    ['risk', [1, 7, 8, 6, 4, 2, 3]],
    ['size', [2, 3, 8, 7, 6, 1, 4]],
  ])("'%s' orders the documents %j", (sort, expected) => {
    expect(idsOf({ sort })).toEqual(expected);
  });

  it('sorts names with numbers in reading order', () => {
    const numbered = [2, 10, 1].map((n) => aDashboardDocument(n, { name: `report ${n}.pdf` }));
    expect(selectDocuments(numbered, criteria({ sort: 'name' })).map((d) => d.name)).toEqual([
      'report 1.pdf',
      'report 2.pdf',
      'report 10.pdf',
    ]);
  });

  it('reads unknown sorts as date', () => {
    expect(parseDocumentSort('size')).toBe('size');
    expect(parseDocumentSort('random')).toBe('date');
  });
});

describe('paging', () => {
  const numbers = Array.from({ length: 23 }, (_, index) => index + 1);

  it('shows ten a page', () => {
    expect(pageOf(numbers, 1)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pageCount: 3,
      firstPosition: 1,
      lastPosition: 10,
    });
    expect(pageOf(numbers, 3)).toMatchObject({ items: [21, 22, 23], firstPosition: 21, lastPosition: 23 });
  });

  it('moves a page past the end back to the last page, and below 1 up to the first', () => {
    expect(pageOf(numbers, 7)).toMatchObject({ page: 3, items: [21, 22, 23] });
    expect(pageOf(numbers, 0)).toMatchObject({ page: 1 });
  });

  it('has one empty page for an empty list', () => {
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pageCount: 1, firstPosition: 0, lastPosition: 0 });
  });

  it('has exactly one page for ten items', () => {
    expect(pageOf(numbers.slice(0, 10), 1).pageCount).toBe(1);
    expect(pageOf(numbers.slice(0, 11), 1).pageCount).toBe(2);
  });
});

describe('stat counts', () => {
  it('counts each filter by its own rule', () => {
    expect(countByFilter(library, new Set([1, 5]))).toEqual({
      all: 7,
      uploaded: 5,
      generated: 2,
      pinned: 1,
      archived: 1,
      essays: 1,
      cvs: 1,
      legal: 2,
      other: 2,
    });
  });
});

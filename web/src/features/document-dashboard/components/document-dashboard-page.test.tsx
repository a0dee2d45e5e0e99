import type { DocumentListItem, GeneratedDocumentView } from '@doclens/api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aListedDocument } from '../../../test/fixtures/dashboard-document.fixtures';
import { aGeneratedDocument } from '../../../test/fixtures/generated-document.fixtures';
import { type ApiHandler, aUser, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const USER = aUser('pro');
const PINS_KEY = `doclens:pinned-documents:${USER.id}`;

const location = () => screen.getByTestId('location').textContent;
const toastRegion = () => within(screen.getByRole('region', { name: /Notifications/ }));
const cardNames = () => screen.queryAllByTestId('document-card-name').map((name) => name.textContent);
const filterSelect = () => screen.getByRole('combobox', { name: 'Filter' });
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });

function listOf(documents: DocumentListItem[]) {
  return jsonResponse({
    documents,
    pagination: { page: 1, limit: 1000, total: documents.length, totalPages: 1 },
  });
}

const dayOf = (day: number) => `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`;

/** Three analysed documents of different kinds, one archived, and one upload still waiting for a type. */
const mixed = [
  aListedDocument(1, {
    originalName: 'Office Lease.pdf',
    documentType: 'contract',
    riskLevel: 'high',
    fileSize: 9000,
    createdAt: dayOf(1),
  }),
  aListedDocument(2, { originalName: 'history-essay.pdf', documentType: 'essay', fileSize: 4000, createdAt: dayOf(3) }),
  aListedDocument(3, { originalName: 'Resume 2026.pdf', documentType: 'cv', fileSize: 6000, createdAt: dayOf(2) }),
  aListedDocument(4, { originalName: 'Old NDA.pdf', documentType: 'contract', isArchived: true, createdAt: dayOf(4) }),
  aListedDocument(5, {
    originalName: 'scan.pdf',
    status: 'pending',
    documentType: null,
    hasAnalysis: false,
    createdAt: dayOf(5),
  }),
];

function documentDashboardApi(
  documents: DocumentListItem[],
  extra: Record<string, ApiHandler> = {},
  generated: GeneratedDocumentView[] = [],
) {
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(USER),
    'GET /api/documents': () => listOf(documents),
    'GET /api/generated-documents': () => jsonResponse({ documents: generated }),
    ...extra,
  });
}

beforeEach(() => localStorage.clear());

describe('/documents', () => {
  it('shows the stat cards and every active document, newest first', async () => {
    documentDashboardApi(mixed);
    renderApp('/documents');
    expect(await screen.findByRole('heading', { name: 'Document Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('history-essay.pdf')).toBeInTheDocument();
    expect(cardNames()).toEqual(['scan.pdf', 'history-essay.pdf', 'Resume 2026.pdf', 'Office Lease.pdf']);
    const counts = Object.fromEntries(
      ['all', 'uploaded', 'generated', 'pinned', 'archived', 'essays', 'cvs', 'legal', 'other'].map((filter) => [
        filter,
        screen.getByTestId(`stat-${filter}`).textContent,
      ]),
    );
    expect(counts).toEqual({
      all: '4',
      uploaded: '4',
      generated: '0',
      pinned: '0',
      archived: '1',
      essays: '1',
      cvs: '1',
      legal: '1',
      other: '0',
    });
    expect(screen.getByRole('link', { name: 'Office Lease.pdf' })).toHaveAttribute('href', '/document/1');
    expect(screen.getByText('Showing 1–4 of 4 documents')).toBeInTheDocument();
  });

  it('fetches up to 1000 documents', async () => {
    const fetchMock = documentDashboardApi(mixed);
    renderApp('/documents');
    await screen.findByText('history-essay.pdf');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/documents?limit=1000')).toBe(true);
  });

  it('preselects ?filter= and puts the chosen filter in the address', async () => {
    documentDashboardApi(mixed);
    const { user } = renderApp('/documents?filter=legal');
    expect(await screen.findByText('Office Lease.pdf')).toBeInTheDocument();
    expect(filterSelect()).toHaveValue('legal');
    expect(cardNames()).toEqual(['Office Lease.pdf']);

    await user.selectOptions(filterSelect(), 'archived');
    expect(cardNames()).toEqual(['Old NDA.pdf']);
    expect(location()).toBe('/documents?filter=archived');

    await user.click(screen.getByRole('button', { name: /^CVs/ }));
    expect(cardNames()).toEqual(['Resume 2026.pdf']);
    expect(location()).toBe('/documents?filter=cvs');
    expect(filterSelect()).toHaveValue('cvs');
  });

  it('searches names and types case-insensitively and says when nothing matches', async () => {
    documentDashboardApi(mixed);
    const { user } = renderApp('/documents');
    const search = await screen.findByRole('searchbox', { name: 'Search documents' });
    await user.type(search, 'LEASE');
    expect(cardNames()).toEqual(['Office Lease.pdf']);
    await user.clear(search);
    await user.type(search, 'Essay');
    expect(cardNames()).toEqual(['history-essay.pdf']);
    await user.clear(search);
    await user.type(search, 'cv');
    expect(cardNames()).toEqual(['Resume 2026.pdf']);

    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(screen.getByText('No documents match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(cardNames()).toHaveLength(4);
  });

  it('sorts by name, risk and size', async () => {
    documentDashboardApi(mixed);
    const { user } = renderApp('/documents');
    await screen.findByText('history-essay.pdf');
    await user.selectOptions(sortSelect(), 'name');
    expect(cardNames()).toEqual(['history-essay.pdf', 'Office Lease.pdf', 'Resume 2026.pdf', 'scan.pdf']);
    await user.selectOptions(sortSelect(), 'risk');
    expect(cardNames()).toEqual(['Office Lease.pdf', 'scan.pdf', 'history-essay.pdf', 'Resume 2026.pdf']);
    await user.selectOptions(sortSelect(), 'size');
    expect(cardNames()).toEqual(['Office Lease.pdf', 'Resume 2026.pdf', 'history-essay.pdf', 'scan.pdf']);
    await user.selectOptions(sortSelect(), 'date');
    expect(cardNames()).toEqual(['scan.pdf', 'history-essay.pdf', 'Resume 2026.pdf', 'Office Lease.pdf']);
  });

  it('shows ten documents a page with controls to move between pages', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      aListedDocument(index + 1, { originalName: `doc ${index + 1}.pdf`, createdAt: dayOf(index + 1) }),
    );
    documentDashboardApi(many);
    const { user } = renderApp('/documents');
    await screen.findByText('doc 23.pdf');
    expect(cardNames()).toHaveLength(10);
    expect(cardNames()[0]).toBe('doc 23.pdf');
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(pagination.getByRole('button', { name: 'Next' }));
    await user.click(pagination.getByRole('button', { name: 'Next' }));
    expect(cardNames()).toEqual(['doc 3.pdf', 'doc 2.pdf', 'doc 1.pdf']);
    expect(screen.getByText('Showing 21–23 of 23 documents')).toBeInTheDocument();
    expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A new search starts again from the first page.
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'doc 1');
    expect(cardNames()).toEqual([
      'doc 19.pdf',
      'doc 18.pdf',
      'doc 17.pdf',
      'doc 16.pdf',
      'doc 15.pdf',
      'doc 14.pdf',
      'doc 13.pdf',
      'doc 12.pdf',
      'doc 11.pdf',
      'doc 10.pdf',
    ]);
  });

  it('offers View, Edit, Download and Archive in the card menu', async () => {
    documentDashboardApi(mixed);
    const { user } = renderApp('/documents');
    await user.click(await screen.findByRole('button', { name: 'Actions for Office Lease.pdf' }));
    expect(await screen.findByRole('menuitem', { name: 'View' })).toHaveAttribute('href', '/document/1');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', '/documents/1/edit');
    expect(screen.getByRole('menuitem', { name: 'Download' })).toHaveAttribute('href', '/api/documents/1/file');
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
  });

  it('archives a document: it leaves all documents and shows under archived, with a toast', async () => {
    let documents = mixed;
    const fetchMock = documentDashboardApi([], {
      'GET /api/documents': () => listOf(documents),
      'POST /api/documents/2/archive': () => {
        documents = documents.map((item) => (item.id === 2 ? { ...item, isArchived: !item.isArchived } : item));
        return jsonResponse(documents.find((item) => item.id === 2));
      },
    });
    const { user } = renderApp('/documents');
    await user.click(await screen.findByRole('button', { name: 'Actions for history-essay.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(await toastRegion().findByText('Document archived')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).not.toContain('history-essay.pdf'));
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/documents/2/archive' && init?.method === 'POST'),
    ).toBe(true);
    expect(screen.getByTestId('stat-archived')).toHaveTextContent('2');

    await user.selectOptions(filterSelect(), 'archived');
    expect(cardNames()).toEqual(['Old NDA.pdf', 'history-essay.pdf']);
    await user.click(screen.getByRole('button', { name: 'Actions for history-essay.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore' }));
    expect(await toastRegion().findByText('Document restored')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Old NDA.pdf']));
  });

  it('tells the user when archiving fails and keeps the card', async () => {
    documentDashboardApi(mixed, {
      'POST /api/documents/2/archive': () => jsonResponse({ message: 'Service unavailable' }, 503),
    });
    const { user } = renderApp('/documents');
    await user.click(await screen.findByRole('button', { name: 'Actions for history-essay.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(await toastRegion().findByText('Archive failed')).toBeInTheDocument();
    expect(toastRegion().getByText('Service unavailable')).toBeInTheDocument();
    expect(cardNames()).toContain('history-essay.pdf');
  });

  it('pins in this browser for this user, with toasts, and keeps the pin on the next visit', async () => {
    documentDashboardApi(mixed);
    const first = renderApp('/documents?filter=pinned');
    expect(await screen.findByText('No documents match')).toBeInTheDocument();
    await first.user.selectOptions(filterSelect(), 'all');
    await first.user.click(screen.getByRole('button', { name: 'Pin Resume 2026.pdf' }));
    expect(await toastRegion().findByText('Document pinned')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(PINS_KEY) ?? '[]')).toEqual([3]);
    expect(screen.getByTestId('stat-pinned')).toHaveTextContent('1');
    first.unmount();

    const second = renderApp('/documents?filter=pinned');
    expect(await screen.findByText('Resume 2026.pdf')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Resume 2026.pdf']);
    await second.user.click(screen.getByRole('button', { name: 'Unpin Resume 2026.pdf' }));
    expect(await toastRegion().findByText('Document unpinned')).toBeInTheDocument();
    expect(cardNames()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(PINS_KEY) ?? '[]')).toEqual([]);
  });

  it('shows the empty state when the user has no documents', async () => {
    documentDashboardApi([]);
    renderApp('/documents');
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(screen.getByText('Upload a PDF to get your first analysis.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search documents' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch documents' when the list cannot be loaded", async () => {
    documentDashboardApi([], { 'GET /api/documents': () => new Response('boom', { status: 500 }) });
    renderApp('/documents');
    expect(await screen.findByText('Failed to fetch documents')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('sends /documents/{id} to the document view', async () => {
    documentDashboardApi([], { 'GET /api/documents/7': () => new Promise<Response>(() => {}) });
    renderApp('/documents/7');
    await waitFor(() => expect(location()).toBe('/document/7'));
  });
});

describe('generated documents on the Document Dashboard', () => {
  // Generated document 1 shares its id with the uploaded Office Lease: the two stay apart.
  const generated = [
    aGeneratedDocument({ id: 1, title: 'Acme NDA', createdAt: dayOf(6) }),
    aGeneratedDocument({
      id: 9,
      title: 'Checked Lease',
      documentType: 'Rental Agreement',
      analysis: { riskAssessment: {} },
      riskLevel: 'medium',
      createdAt: dayOf(7),
    }),
  ];

  it("the generator's /?filter=generated lists them, counted, a draft opening its editor", async () => {
    documentDashboardApi(mixed, {}, generated);
    renderApp('/?filter=generated');
    expect(await screen.findByText('Acme NDA')).toBeInTheDocument();
    expect(location()).toBe('/documents?filter=generated');
    expect(cardNames()).toEqual(['Checked Lease', 'Acme NDA']);
    expect(screen.getByTestId('stat-generated').textContent).toContain('2');
    expect(screen.getByTestId('stat-all').textContent).toContain('6');
    expect(screen.getByRole('link', { name: 'Acme NDA' })).toHaveAttribute('href', '/generated-document-editor/1');
    expect(screen.getByRole('link', { name: 'Checked Lease' })).toHaveAttribute('href', '/document/9?source=generated');
  });

  it("offers View, Download and Archive in a generated document's menu, but not Edit", async () => {
    documentDashboardApi(mixed, {}, generated);
    const { user } = renderApp('/documents?filter=generated');
    await user.click(await screen.findByRole('button', { name: 'Actions for Acme NDA' }));
    expect(await screen.findByRole('menuitem', { name: 'View' })).toHaveAttribute(
      'href',
      '/document/1?source=generated',
    );
    expect(screen.getByRole('menuitem', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
  });

  it('/generated-documents is the dashboard with the generated filter', async () => {
    documentDashboardApi(mixed, {}, generated);
    renderApp('/generated-documents');
    expect(await screen.findByText('Acme NDA')).toBeInTheDocument();
    expect(location()).toBe('/documents?filter=generated');
  });

  it('pins and archives a generated document apart from the upload with the same id', async () => {
    let current = generated;
    const fetchMock = documentDashboardApi(
      mixed,
      {
        'GET /api/generated-documents': () => jsonResponse({ documents: current }),
        'POST /api/generated-documents/1/archive': () => {
          current = current.map((item) => (item.id === 1 ? { ...item, status: 'archived' } : item));
          return jsonResponse(current[0]);
        },
      },
      generated,
    );
    const { user } = renderApp('/documents?filter=generated');
    await user.click(await screen.findByRole('button', { name: 'Pin Acme NDA' }));
    await user.selectOptions(filterSelect(), 'pinned');
    expect(cardNames()).toEqual(['Acme NDA']);
    await user.click(screen.getByRole('button', { name: 'Actions for Acme NDA' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(await toastRegion().findByText('Document archived')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/documents/1/archive')).toBe(false);
    await waitFor(() => expect(cardNames()).toEqual([]));
  });
});

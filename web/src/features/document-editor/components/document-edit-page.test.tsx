import type { DocumentDetail } from '@doclens/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDocument as aStoredDocument } from '../../../test/fixtures/document-page.fixtures';
import { type ApiHandler, aUser, jsonBodyOf, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const toastRegion = () => within(screen.getByRole('region', { name: /Notifications/ }));
const summaryBox = () => screen.getByRole('textbox', { name: 'Summary points' });

/** An analysed contract, ready to edit. */
function aDocument(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return aStoredDocument({
    id: 12,
    originalName: 'Office Lease.pdf',
    analysis: {
      documentType: 'contract',
      summary: ['Overall risk medium (52/100) from the tenant’s side.', 'Rent rises 5% each year.'],
    },
    riskLevel: 'medium',
    overallScore: 52,
    ...overrides,
  });
}

function editApi(document: DocumentDetail, extra: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(aUser('pro')),
    [`GET /api/documents/${document.id}`]: () => jsonResponse(document),
    ...extra,
  });
}

describe('/documents/{id}/edit', () => {
  it('starts from the analysis summary as bullet lines and saves the edit', async () => {
    let saved: DocumentDetail | undefined;
    const fetchMock = editApi(aDocument(), {
      'PATCH /api/documents/12/content': ({ init }) => {
        saved = aDocument({ content: (jsonBodyOf(init) as { content: string }).content });
        return jsonResponse(saved);
      },
    });
    const { user } = renderApp('/documents/12/edit');
    expect(await screen.findByRole('heading', { name: 'Edit Document' })).toBeInTheDocument();
    expect(screen.getByText('Office Lease.pdf')).toBeInTheDocument();
    expect(summaryBox()).toHaveValue(
      '• Overall risk medium (52/100) from the tenant’s side.\n• Rent rises 5% each year.',
    );
    const saveButton = screen.getByRole('button', { name: 'Save Changes' });
    expect(saveButton).toBeDisabled();

    await user.type(summaryBox(), '\n- The deposit is returned within 30 days.');
    await user.click(saveButton);
    expect(await toastRegion().findByText('Document Saved')).toBeInTheDocument();
    expect(toastRegion().getByText('Your changes have been saved successfully.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(jsonBodyOf(patch?.[1])).toEqual({
      content:
        '• Overall risk medium (52/100) from the tenant’s side.\n• Rent rises 5% each year.\n• The deposit is returned within 30 days.',
    });
    expect(summaryBox()).toHaveValue(saved?.content);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('starts from the saved content when the document has been edited before', async () => {
    editApi(aDocument({ content: '• An earlier edit of this summary.' }));
    renderApp('/documents/12/edit');
    await screen.findByRole('heading', { name: 'Edit Document' });
    expect(summaryBox()).toHaveValue('• An earlier edit of this summary.');
  });

  it('refuses points of 10 characters or fewer, and sends nothing', async () => {
    const fetchMock = editApi(aDocument());
    const { user } = renderApp('/documents/12/edit');
    await screen.findByRole('heading', { name: 'Edit Document' });
    await user.type(summaryBox(), '\n• too short');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Line 3 is too short: each summary point needs more than 10 characters.',
    );
    expect(summaryBox()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    // The message goes as soon as the text is fixed.
    await user.type(summaryBox(), ' to count');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error and a toast when saving fails, keeping the edit', async () => {
    editApi(aDocument(), {
      'PATCH /api/documents/12/content': () => jsonResponse({ message: 'Service unavailable' }, 503),
    });
    const { user } = renderApp('/documents/12/edit');
    await screen.findByRole('heading', { name: 'Edit Document' });
    await user.type(summaryBox(), '\n• A new point that is long enough.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastRegion().findByText('Save Failed')).toBeInTheDocument();
    expect(toastRegion().getByText('Failed to save document changes')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save document changes: Service unavailable');
    expect((summaryBox() as HTMLTextAreaElement).value).toContain('A new point that is long enough.');
  });

  it('says the session expired and goes to sign in a second later when saving answers 401', async () => {
    editApi(aDocument(), {
      'PATCH /api/documents/12/content': () => jsonResponse({ message: 'Authentication required' }, 401),
    });
    const { user } = renderApp('/documents/12/edit');
    await screen.findByRole('heading', { name: 'Edit Document' });
    await user.type(summaryBox(), '\n• A new point that is long enough.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastRegion().findByText('Session Expired')).toBeInTheDocument();
    expect(toastRegion().getByText('Please log in again to continue')).toBeInTheDocument();
    expect(toastRegion().queryByText('Save Failed')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/documents/12/edit');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/), { timeout: 3_000 });
  });

  it.each([
    ['a document still processing', aDocument({ status: 'processing', analysis: null })],
    ['a completed document without analysis', aDocument({ analysis: null })],
    ['an analysis that reports an error', aDocument({ analysis: { error: 'The engine gave up.' } })],
    ['a failed document', aDocument({ status: 'failed', analysis: null })],
  ])("shows 'Analysis Required' for %s", async (_, document) => {
    editApi(document);
    renderApp('/documents/12/edit');
    expect(await screen.findByText('Analysis Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Document' })).toHaveAttribute('href', '/document/12');
    expect(screen.getByRole('link', { name: 'Document Details' })).toHaveAttribute('href', '/documents/12');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('textbox', { name: 'Summary points' })).not.toBeInTheDocument();
  });

  it("shows 'Document Not Found' for someone else's or a missing document", async () => {
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('pro')),
      'GET /api/documents/99': () => jsonResponse({ message: 'Document not found' }, 404),
    });
    renderApp('/documents/99/edit');
    expect(await screen.findByText('Document Not Found')).toBeInTheDocument();
  });

  it('discards unsaved changes on request', async () => {
    editApi(aDocument());
    const { user } = renderApp('/documents/12/edit');
    await screen.findByRole('heading', { name: 'Edit Document' });
    const original = (summaryBox() as HTMLTextAreaElement).value;
    await user.type(summaryBox(), '\n• Something to throw away again.');
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(summaryBox()).toHaveValue(original));
  });
});

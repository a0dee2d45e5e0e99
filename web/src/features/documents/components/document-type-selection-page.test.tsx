import type { DocumentDetail } from '@doclens/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDocument as aStoredDocument } from '../../../test/fixtures/document-page.fixtures';
import { type ApiHandler, aUser, jsonBodyOf, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });
const sendBeacon = vi.fn(() => true);

beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});

// Unmounting a step left pending deletes its upload a tick later: let that reach this test's fetch
// mock, not the next test's.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

/** A document waiting for its type, as the upload leaves it. */
function aDocument(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return aStoredDocument({
    id: 5,
    status: 'pending',
    stage: 'extracting',
    pageCount: null,
    processingTime: null,
    documentType: null,
    analysisParameters: null,
    riskLevel: null,
    ...overrides,
  });
}

function selectionApi(document: ApiHandler, extra: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(aUser('pro')),
    'GET /api/documents/5': document,
    ...extra,
  });
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  fireEvent(document, new Event('visibilitychange'));
}

describe('/document-type-selection/:id', () => {
  it('asks for a type before anything is sent', async () => {
    const fetchMock = selectionApi(() => jsonResponse(aDocument()));
    const { user } = renderApp('/document-type-selection/5');
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analyze Document' }));
    expect(await within(toastRegion()).findByText('Please Select Document Type')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Choose the type of document you want to analyze')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/documents/5/analyze')).toHaveLength(0);
  });

  it.each([
    ['Essay / Article', 'Academic Level'],
    ['CV / Resume', 'Perspective'],
    ['Contract', 'Your Role'],
  ])('asks for the required field of %s', async (typeName, fieldName) => {
    const fetchMock = selectionApi(() => jsonResponse(aDocument()));
    const { user } = renderApp('/document-type-selection/5');
    await user.click(await screen.findByRole('radio', { name: new RegExp(`^${typeName.replace('/', '\\/')}`) }));
    await user.click(screen.getByRole('button', { name: 'Analyze Document' }));
    expect(await within(toastRegion()).findByText('Missing Required Information')).toBeInTheDocument();
    expect(within(toastRegion()).getByText(`Please fill in: ${fieldName}`)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/documents/5/analyze')).toHaveLength(0);
  });

  it('offers the eight contract roles', async () => {
    selectionApi(() => jsonResponse(aDocument()));
    const { user } = renderApp('/document-type-selection/5');
    await user.click(await screen.findByRole('radio', { name: /^Contract/ }));
    const roles = within(screen.getByRole('combobox', { name: /Your Role/ })).getAllByRole('option');
    expect(roles.slice(1).map((option) => option.getAttribute('value'))).toEqual([
      'tenant',
      'landlord',
      'employee',
      'employer',
      'buyer',
      'seller',
      'client',
      'service-provider',
    ]);
  });

  it('starts the analysis with the chosen parameters and keeps the upload', async () => {
    const fetchMock = selectionApi(() => jsonResponse(aDocument()), {
      'POST /api/documents/5/analyze': () =>
        jsonResponse(aDocument({ status: 'processing', documentType: 'contract' })),
    });
    const { user } = renderApp('/document-type-selection/5');
    await user.click(await screen.findByRole('radio', { name: /^Contract/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Your Role/ }), 'tenant');
    await user.type(screen.getByRole('textbox', { name: 'Contract Context' }), 'Flat share in Leeds');
    await user.click(screen.getByRole('button', { name: 'Analyze Document' }));

    expect(await within(toastRegion()).findByText('Analysis Started')).toBeInTheDocument();
    expect(
      within(toastRegion()).getByText('Your document is being analyzed. This may take a few moments.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/document/5'));
    const [analyzeCall] = callsTo(fetchMock, 'POST', '/api/documents/5/analyze');
    expect(jsonBodyOf(analyzeCall?.[1])).toEqual({
      documentType: 'contract',
      analysisParameters: { role: 'tenant', contractContext: 'Flat share in Leeds' },
    });
    fireEvent(window, new Event('pagehide'));
    setVisibility('hidden');
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'DELETE', '/api/documents/5')).toHaveLength(0);
    setVisibility('visible');
    // Leaving the step for the document's page is not leaving the upload behind.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, 'POST', '/api/documents/5/delete')).toHaveLength(0);
  });

  describe('Which party are you?', () => {
    const PARTIES = {
      parties: [
        { name: 'Apollo Surgical, Inc.', aliases: ['APOLLO', 'Client'], side: 'recipient', roles: ['client', 'buyer'] },
        {
          name: 'Establishment Medical S.A.',
          aliases: ['ESTABLISHMENT', 'Supplier'],
          side: 'provider',
          roles: ['seller', 'service-provider'],
        },
      ],
    };
    const readDocument = () => jsonResponse(aDocument({ stage: null, pageCount: 3 }));
    const partiesApi = (extra: Record<string, ApiHandler> = {}) =>
      selectionApi(readDocument, {
        'GET /api/documents/5/parties': () => jsonResponse(PARTIES),
        'POST /api/documents/5/analyze': () =>
          jsonResponse(aDocument({ status: 'processing', documentType: 'contract' })),
        ...extra,
      });

    it('offers the detected parties, pre-selects the one the role makes the reader, and sends the choice', async () => {
      const fetchMock = partiesApi();
      const { user } = renderApp('/document-type-selection/5');
      await user.click(await screen.findByRole('radio', { name: /^Contract/ }));
      const group = await screen.findByRole('group', { name: 'Which party are you?' });
      expect(within(group).getByText('Called “APOLLO” or “Client” in the contract')).toBeInTheDocument();
      expect(within(group).getByRole('radio', { name: /Not sure/ })).toBeChecked();

      await user.selectOptions(screen.getByRole('combobox', { name: /Your Role/ }), 'seller');
      expect(within(group).getByRole('radio', { name: /^Establishment Medical S\.A\./ })).toBeChecked();

      // Keyboard: the checked radio is the group's one tab stop, arrow keys move the choice.
      within(group)
        .getByRole('radio', { name: /^Establishment Medical S\.A\./ })
        .focus();
      await user.keyboard('{ArrowUp}');
      expect(within(group).getByRole('radio', { name: /^Apollo Surgical, Inc\./ })).toBeChecked();

      await user.click(screen.getByRole('button', { name: 'Analyze Document' }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/documents/5/analyze')).toHaveLength(1));
      const [analyzeCall] = callsTo(fetchMock, 'POST', '/api/documents/5/analyze');
      expect(jsonBodyOf(analyzeCall?.[1])).toEqual({
        documentType: 'contract',
        analysisParameters: { role: 'seller', party: 'Apollo Surgical, Inc.' },
      });
    });

    it('sends no party when the reader is not sure', async () => {
      const fetchMock = partiesApi();
      const { user } = renderApp('/document-type-selection/5');
      await user.click(await screen.findByRole('radio', { name: /^Contract/ }));
      await user.selectOptions(screen.getByRole('combobox', { name: /Your Role/ }), 'client');
      const group = await screen.findByRole('group', { name: 'Which party are you?' });
      expect(within(group).getByRole('radio', { name: /^Apollo Surgical, Inc\./ })).toBeChecked();
      await user.click(within(group).getByRole('radio', { name: /Not sure/ }));
      await user.click(screen.getByRole('button', { name: 'Analyze Document' }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/documents/5/analyze')).toHaveLength(1));
      const [analyzeCall] = callsTo(fetchMock, 'POST', '/api/documents/5/analyze');
      expect(jsonBodyOf(analyzeCall?.[1])).toEqual({
        documentType: 'contract',
        analysisParameters: { role: 'client' },
      });
    });

    it('does not ask while the text is being read, nor when no parties are found', async () => {
      const fetchMock = selectionApi(() => jsonResponse(aDocument()), {
        'GET /api/documents/5/parties': () => jsonResponse({ parties: [] }),
      });
      const { user } = renderApp('/document-type-selection/5');
      await user.click(await screen.findByRole('radio', { name: /^Contract/ }));
      expect(screen.queryByRole('group', { name: 'Which party are you?' })).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'GET', '/api/documents/5/parties')).toHaveLength(0);
    });
  });

  it('does not delete the upload when the page is left while the analysis is starting', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = selectionApi(() => jsonResponse(aDocument()), {
      'POST /api/documents/5/analyze': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderApp('/document-type-selection/5');
    await user.click(await screen.findByRole('radio', { name: /^Other/ }));
    await user.click(screen.getByRole('button', { name: 'Analyze Document' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/documents/5/analyze')).toHaveLength(1));
    fireEvent(window, new Event('pagehide'));
    setVisibility('hidden');
    setVisibility('visible');
    expect(sendBeacon).not.toHaveBeenCalled();
    answer(jsonResponse(aDocument({ status: 'processing', documentType: 'other' })));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/document/5'));
  });

  it("shows the server's reason when the analysis cannot start", async () => {
    selectionApi(() => jsonResponse(aDocument()), {
      'POST /api/documents/5/analyze': () => jsonResponse({ message: 'Analysis already started.' }, 409),
    });
    const { user } = renderApp('/document-type-selection/5');
    await user.click(await screen.findByRole('radio', { name: /^Other/ }));
    await user.click(screen.getByRole('button', { name: 'Analyze Document' }));
    expect(await within(toastRegion()).findByText('Analysis Failed')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Analysis already started.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/document-type-selection/5');
  });

  it('falls back to the generic message when the request fails', async () => {
    selectionApi(() => jsonResponse(aDocument()), {
      'POST /api/documents/5/analyze': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderApp('/document-type-selection/5');
    await user.click(await screen.findByRole('radio', { name: /^Other/ }));
    await user.click(screen.getByRole('button', { name: 'Analyze Document' }));
    expect(
      await within(toastRegion()).findByText('Failed to start document analysis. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows the extraction failing while the user is on the step, says what to do and keeps the upload', async () => {
    let reads = 0;
    const fetchMock = selectionApi(() => {
      reads += 1;
      return jsonResponse(
        reads === 1
          ? aDocument()
          : aDocument({
              status: 'failed',
              stage: null,
              failureReason: 'This PDF is password-protected. Remove the password and upload it again.',
              canRetry: false,
            }),
      );
    });
    const { user } = renderApp('/document-type-selection/5');
    expect(await screen.findByRole('status', { name: 'Text extraction' })).toHaveTextContent(/Reading your document/);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('This PDF is password-protected. Remove the password and upload it again.');
    expect(within(alert).getByRole('link', { name: 'Upload another file' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyze Document' })).not.toBeInTheDocument();
    // Reloading or leaving must not delete a failed upload: it stays on the dashboard with its reason.
    fireEvent(window, new Event('pagehide'));
    setVisibility('hidden');
    setVisibility('visible');
    expect(sendBeacon).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(callsTo(fetchMock, 'DELETE', '/api/documents/5')).toHaveLength(0);
  });

  it('offers Retry on the step when a retry can help, and goes back to reading the file', async () => {
    let retried = false;
    const fetchMock = selectionApi(
      () =>
        jsonResponse(
          retried
            ? aDocument()
            : aDocument({
                status: 'failed',
                stage: null,
                failureReason: 'Reading the file timed out.',
                canRetry: true,
              }),
        ),
      {
        'POST /api/documents/5/retry': () => {
          retried = true;
          return jsonResponse(aDocument());
        },
      },
    );
    const { user } = renderApp('/document-type-selection/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reading the file timed out.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status', { name: 'Text extraction' })).toHaveTextContent(/Reading your document/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/documents/5/retry')).toHaveLength(1);
  });

  it('says when the text is ready', async () => {
    selectionApi(() => jsonResponse(aDocument({ stage: 'extracted', pageCount: 3 })));
    renderApp('/document-type-selection/5');
    expect(await screen.findByRole('status', { name: 'Text extraction' })).toHaveTextContent(
      'Text extracted from 3 pages.',
    );
  });

  it('redirects a completed document to its page', async () => {
    selectionApi(() => jsonResponse(aDocument({ status: 'completed', stage: null, documentType: 'other' })));
    renderApp('/document-type-selection/5');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/document/5'));
  });

  it('redirects a processing document that has a type', async () => {
    selectionApi(() => jsonResponse(aDocument({ status: 'processing', stage: 'analyzing', documentType: 'cv' })));
    renderApp('/document-type-selection/5');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/document/5'));
  });

  it('says when the document cannot be loaded', async () => {
    selectionApi(() => jsonResponse({ message: 'Document not found' }, 404));
    renderApp('/document-type-selection/5');
    expect(await screen.findByText('Document not found or access denied')).toBeInTheDocument();
  });

  it('deletes the upload on Back to Home', async () => {
    const fetchMock = selectionApi(() => jsonResponse(aDocument()), {
      'DELETE /api/documents/5': () => jsonResponse({ message: 'Document deleted' }),
    });
    const { user } = renderApp('/document-type-selection/5');
    await user.click(await screen.findByRole('button', { name: 'Back to Home' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(callsTo(fetchMock, 'DELETE', '/api/documents/5')).toHaveLength(1);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('deletes the upload with a beacon when the page unloads', async () => {
    selectionApi(() => jsonResponse(aDocument()));
    renderApp('/document-type-selection/5');
    await screen.findByText('Step 2 of 2');
    fireEvent(window, new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith('/api/documents/5/delete');
  });

  it('deletes the upload when the tab is hidden', async () => {
    selectionApi(() => jsonResponse(aDocument()));
    renderApp('/document-type-selection/5');
    await screen.findByText('Step 2 of 2');
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith('/api/documents/5/delete');
    setVisibility('visible');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('deletes the upload when the user follows a link elsewhere in the app, and refreshes the counts', async () => {
    let deleted = false;
    const fetchMock = selectionApi(() => jsonResponse(aDocument()), {
      'POST /api/documents/5/delete': () => {
        deleted = true;
        return jsonResponse({ message: 'Document deleted' });
      },
    });
    const { user, queryClient } = renderApp('/document-type-selection/5');
    await screen.findByText('Step 2 of 2');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const [documentsLink] = screen.getAllByRole('link', { name: 'Documents' });
    if (!documentsLink) throw new Error('the navigation has no Documents link');
    await user.click(documentsLink);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/documents'));
    await waitFor(() => expect(deleted).toBe(true));
    expect(callsTo(fetchMock, 'POST', '/api/documents/5/delete')).toHaveLength(1);
    expect(sendBeacon).not.toHaveBeenCalled();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/dashboard/stats'] }));
  });
});

import { anonymousUploadLimitMessage, type PlanId } from '@doclens/api';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { dashboardStatsOf } from '../../../test/fixtures/dashboard-document.fixtures';
import { aDocument } from '../../../test/fixtures/document-page.fixtures';
import { installFakeUploadRequest } from '../../../test/fixtures/upload-request.fixtures';
import { aUser, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { UPGRADE_PROMPT_DELAY_MS, UploadPanel } from './upload-panel';

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });
const MB = 1024 * 1024;

function signedIn(plan: PlanId = 'free', stats = dashboardStatsOf(0, 1)) {
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(aUser(plan)),
    'GET /api/dashboard/stats': () => jsonResponse(stats),
    'GET /api/documents': () =>
      jsonResponse({ documents: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } }),
  });
}

function pdf(name = 'contract.pdf', size = 1024): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

async function chooseFiles(...files: File[]) {
  const input = await screen.findByTestId('upload-input');
  fireEvent.change(input, { target: { files } });
}

describe('home upload panel', () => {
  it('shows the idle drop zone with the plan size cap', async () => {
    signedIn('pro', dashboardStatsOf(3, 100));
    renderApp('/');
    expect(await screen.findByText('Drag and drop your document here')).toBeInTheDocument();
    expect(screen.getByText('or click to browse files')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeInTheDocument();
    expect(screen.getByText('PDF files only • Max 10MB • Essays, CVs, Contracts, and more')).toBeInTheDocument();
    expect(screen.getByText(/analysed immediately based on the selected type/)).toBeInTheDocument();
  });

  it('says "Drop your document here" while a file is dragged over it', async () => {
    signedIn();
    renderApp('/');
    const zone = await screen.findByRole('group', { name: 'Upload a PDF document' });
    fireEvent.dragEnter(zone, {
      dataTransfer: { files: [pdf()], items: [{ kind: 'file', type: 'application/pdf' }], types: ['Files'] },
    });
    expect(await screen.findByText('Drop your document here')).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF, even an empty one, before anything is sent', async () => {
    const xhr = installFakeUploadRequest();
    signedIn();
    renderApp('/');
    await chooseFiles(new File([], 'notes.txt', { type: 'text/plain' }));
    expect(await within(toastRegion()).findByText('Invalid file')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Only PDF files are allowed')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
  });

  it('refuses an empty PDF', async () => {
    const xhr = installFakeUploadRequest();
    signedIn();
    renderApp('/');
    await chooseFiles(pdf('empty.pdf', 0));
    expect(await within(toastRegion()).findByText('Invalid file')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('File appears to be empty')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
  });

  it('refuses a file over the plan cap and suggests upgrading 3 s later', async () => {
    const xhr = installFakeUploadRequest();
    signedIn('free');
    renderApp('/');
    const input = await screen.findByTestId('upload-input');
    // Loaded ahead, so the move to the lazily loaded pricing page waits on no module loading.
    await import('../../pricing/components/pricing-page');
    // The delay is the subject: its clock is moved by hand, so a busy machine cannot stretch it.
    // Only timeouts are faked: React and the router schedule their own work by other means.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(input, { target: { files: [pdf('big.pdf', 2 * MB + 1)] } });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(within(toastRegion()).getByText('File too large for your plan')).toBeInTheDocument();
      expect(
        within(toastRegion()).getByText(
          'File size exceeds 2MB limit for free plan Upgrade your plan for larger files.',
        ),
      ).toBeInTheDocument();
      expect(xhr.sent).toHaveLength(0);

      await act(() => vi.advanceTimersByTimeAsync(UPGRADE_PROMPT_DELAY_MS - 1));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not suggest an upgrade to enterprise users', async () => {
    installFakeUploadRequest();
    signedIn('enterprise', dashboardStatsOf(3, null));
    renderApp('/');
    await chooseFiles(pdf('huge.pdf', 50 * MB + 1));
    expect(
      await within(toastRegion()).findByText('File size exceeds 50MB limit for enterprise plan'),
    ).toBeInTheDocument();
  });

  it('refuses more than one file', async () => {
    const xhr = installFakeUploadRequest();
    signedIn();
    renderApp('/');
    await chooseFiles(pdf('a.pdf'), pdf('b.pdf'));
    expect(await within(toastRegion()).findByText('Too many files')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
  });

  it('shows real upload progress, then opens the type selection step', async () => {
    const xhr = installFakeUploadRequest();
    signedIn();
    renderApp('/');
    await chooseFiles(pdf('lease.pdf'));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const request = xhr.sent[0];
    if (!request) throw new Error('no upload was sent');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/upload');
    expect(request.body?.get('file')).toHaveProperty('name', 'lease.pdf');
    expect(request.body?.has('documentType')).toBe(false);

    expect(await screen.findByRole('heading', { name: 'Uploading lease.pdf...' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we process your file')).toBeInTheDocument();
    act(() => request.reportProgress(512, 1024));
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    act(() => request.reportProgress(1024, 1024));
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Processing...')).toBeInTheDocument();

    act(() => request.respond(200, JSON.stringify({ filename: 'lease.pdf', documentId: 42 })));
    expect(await within(toastRegion()).findByText('Upload successful')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('lease.pdf uploaded and processing started.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/document-type-selection/42'));
  });

  it("moves focus to step 2's heading once the upload is in, so the keyboard starts there", async () => {
    const xhr = installFakeUploadRequest();
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('free')),
      'GET /api/dashboard/stats': () => jsonResponse(dashboardStatsOf(0, 1)),
      'GET /api/documents': () =>
        jsonResponse({ documents: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } }),
      'GET /api/documents/42': () =>
        jsonResponse(
          aDocument({ id: 42, status: 'pending', stage: 'extracting', documentType: null, originalName: 'lease.pdf' }),
        ),
    });
    renderApp('/');
    await chooseFiles(pdf('lease.pdf'));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    act(() => xhr.sent[0]?.respond(200, JSON.stringify({ filename: 'lease.pdf', documentId: 42 })));
    const heading = await screen.findByRole('heading', { name: 'Choose your analysis' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("shows the server's message when the upload is refused", async () => {
    const xhr = installFakeUploadRequest();
    signedIn();
    renderApp('/');
    await chooseFiles(pdf());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    act(() => xhr.sent[0]?.respond(403, JSON.stringify({ message: 'Monthly upload limit reached for your plan.' })));
    expect(await within(toastRegion()).findByText('Upload failed')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Monthly upload limit reached for your plan.')).toBeInTheDocument();
    expect(await screen.findByText('Drag and drop your document here')).toBeInTheDocument();
  });

  it("shows a visitor the anonymous limit's own message with the way to sign up", async () => {
    const xhr = installFakeUploadRequest();
    mockApi({ 'GET /api/auth/user': () => new Response('Unauthorized', { status: 401 }) });
    renderApp('/');
    await chooseFiles(pdf());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const limitMessage = anonymousUploadLimitMessage(5);
    act(() => xhr.sent[0]?.respond(429, JSON.stringify({ message: limitMessage })));
    const notice = await screen.findByRole('alert', { name: 'Upload limit reached' });
    expect(notice).toHaveTextContent(limitMessage);
    expect(notice).not.toHaveTextContent(/Too many requests/);
    expect(within(notice).getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/auth?plan=free',
    );
    expect(within(toastRegion()).getByText(limitMessage)).toBeInTheDocument();
  });

  it('falls back to "Failed to upload file" without a server message', async () => {
    const xhr = installFakeUploadRequest();
    signedIn();
    renderApp('/');
    await chooseFiles(pdf());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    act(() => xhr.sent[0]?.respond(502, '<html>Bad gateway</html>'));
    expect(await within(toastRegion()).findByText('Upload failed')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Failed to upload file')).toBeInTheDocument();
  });

  it('turns red at the monthly limit and offers an upgrade instead of the drop zone', async () => {
    signedIn('free', dashboardStatsOf(1, 1));
    renderApp('/');
    expect(await screen.findByText('Monthly upload limit reached')).toBeInTheDocument();
    expect(screen.getByText("You've used 1/1 uploads this month")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Upload More' })).toHaveAttribute('href', '/pricing');
    expect(
      screen.getByText(
        'The free plan allows 1 upload per month. Pro includes 100 uploads plus document generation for $9.99/month.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('upload-input')).not.toBeInTheDocument();
  });

  it('sends the type it was given, for the landing page widget', async () => {
    const xhr = installFakeUploadRequest();
    signedIn();
    const onUploaded = vi.fn();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <UploadPanel documentType="essay" onUploaded={onUploaded} />
        </MemoryRouter>
      </AppProviders>,
    );
    await chooseFiles(pdf('essay.pdf'));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.sent[0]?.body?.get('documentType')).toBe('essay');
    act(() => xhr.sent[0]?.respond(200, JSON.stringify({ filename: 'essay.pdf', documentId: 9 })));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(9));
  });
});

import type { DashboardStats, DocumentListItem, PlanId } from '@doclens/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aListedDocument, dashboardStatsOf } from '../../../test/fixtures/dashboard-document.fixtures';
import { type ApiHandler, aUser, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

/** A listed document uploaded just now. */
function aDocument(id: number, overrides: Partial<DocumentListItem> = {}): DocumentListItem {
  return aListedDocument(id, { createdAt: new Date().toISOString(), fileSize: 1536, ...overrides });
}

function listOf(documents: DocumentListItem[], total = documents.length) {
  return jsonResponse({ documents, pagination: { page: 1, limit: 50, total, totalPages: 1 } });
}

function dashboardApi({
  plan = 'free',
  emailVerified = true,
  documents = () => listOf([]),
  dashboardStats = dashboardStatsOf(0, 1),
  extra = {},
}: {
  plan?: PlanId;
  emailVerified?: boolean;
  documents?: ApiHandler;
  dashboardStats?: DashboardStats;
  extra?: Record<string, ApiHandler>;
} = {}) {
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(aUser(plan, { emailVerified })),
    'GET /api/dashboard/stats': () => jsonResponse(dashboardStats),
    'GET /api/documents': documents,
    ...extra,
  });
}

const recentList = () => within(screen.getByRole('region', { name: 'Recent Documents' }));

describe('/dashboard', () => {
  it('greets the user by first name and shows skeletons while documents load', async () => {
    dashboardApi({ documents: () => new Promise<Response>(() => {}) });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(screen.getByTestId('documents-skeleton')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    dashboardApi();
    renderApp('/dashboard');
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
  });

  it('asks an unverified user to verify and resends the email', async () => {
    const fetchMock = dashboardApi({
      emailVerified: false,
      extra: { 'POST /api/auth/resend-verification': () => jsonResponse({ message: 'sent' }) },
    });
    const { user } = renderApp('/dashboard');
    expect(await screen.findByText(/verify your email address .* to access all features/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await within(toastRegion()).findByText('Verification Email Sent')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/resend-verification')).toBe(true);
  });

  it('has no verification banner for a verified user', async () => {
    dashboardApi();
    renderApp('/dashboard');
    await screen.findByText('No documents yet');
    expect(screen.queryByRole('button', { name: 'Resend Email' })).not.toBeInTheDocument();
  });

  it('shows usage, plan and uploads, and the upgrade prompts for a free user', async () => {
    dashboardApi({ dashboardStats: dashboardStatsOf(1, 1, 4) });
    renderApp('/dashboard');
    const statsCard = within((await screen.findByText('Your Stats')).closest('div.rounded-lg') as HTMLElement);
    expect(await statsCard.findByText('1/1')).toBeInTheDocument();
    expect(statsCard.getByText('Free Plan')).toBeInTheDocument();
    expect(statsCard.getByText('4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Generate' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('Upgrade to Pro', { selector: 'h2' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: 'Generate Documents' }),
    ).not.toBeInTheDocument();
  });

  it('shows unlimited usage with ∞ and links paying users to the generator', async () => {
    dashboardApi({ plan: 'enterprise', dashboardStats: dashboardStatsOf(7, null) });
    renderApp('/dashboard');
    expect(await screen.findByText('7/∞')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Generate Documents' })).toHaveAttribute(
      'href',
      '/template-generator',
    );
    expect(screen.queryByText('Upgrade to Pro', { selector: 'h2' })).not.toBeInTheDocument();
  });

  it('shows the latest 5 documents and View All with the total', async () => {
    const documents = Array.from({ length: 6 }, (_, index) => aDocument(index + 1));
    dashboardApi({ documents: () => listOf(documents, 12) });
    renderApp('/dashboard');
    expect(await screen.findByText('document-1.pdf')).toBeInTheDocument();
    expect(recentList().getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('document-6.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All (12)' })).toHaveAttribute('href', '/documents?filter=all');
  });

  it('has no View All with 5 documents or fewer', async () => {
    dashboardApi({ documents: () => listOf([aDocument(1)]) });
    renderApp('/dashboard');
    await screen.findByText('document-1.pdf');
    expect(screen.queryByRole('link', { name: /View All/ })).not.toBeInTheDocument();
  });

  it('shows each completed type with its badge, size and link', async () => {
    dashboardApi({
      documents: () =>
        listOf([
          aDocument(1, { documentType: 'contract', riskLevel: 'high', originalName: 'lease.pdf' }),
          aDocument(2, { documentType: 'essay', overallGrade: 'B+', originalName: 'essay.pdf' }),
          aDocument(3, { documentType: 'cv', overallScore: 78, originalName: 'cv.pdf' }),
          aDocument(4, { documentType: 'other', originalName: 'statement.pdf' }),
        ]),
    });
    renderApp('/dashboard');
    const lease = within((await screen.findByText('lease.pdf')).closest('a') as HTMLElement);
    expect(lease.getByText('High Risk')).toHaveClass('bg-red-100');
    expect(lease.getByText('Legal Contract')).toBeInTheDocument();
    expect(lease.getByText('1.5 KB')).toBeInTheDocument();
    expect(lease.getByText('just now')).toBeInTheDocument();
    expect(lease.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('lease.pdf').closest('a')).toHaveAttribute('href', '/document/1');

    const essay = within(screen.getByText('essay.pdf').closest('a') as HTMLElement);
    expect(essay.getByText('Grade: B+')).toBeInTheDocument();
    expect(essay.getByText('Academic Essay')).toBeInTheDocument();
    const cv = within(screen.getByText('cv.pdf').closest('a') as HTMLElement);
    expect(cv.getByText('Score: 78/100')).toBeInTheDocument();
    expect(cv.getByText('CV/Resume')).toBeInTheDocument();
    const other = within(screen.getByText('statement.pdf').closest('a') as HTMLElement);
    expect(other.getByText('Analysis Complete')).toBeInTheDocument();
    expect(other.getByText('General Document')).toBeInTheDocument();
  });

  it('colours medium risk yellow and low risk green', async () => {
    dashboardApi({
      documents: () =>
        listOf([
          aDocument(1, { documentType: 'contract', riskLevel: 'medium' }),
          aDocument(2, { documentType: 'contract', riskLevel: 'low' }),
        ]),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Medium Risk')).toHaveClass('bg-yellow-100');
    expect(screen.getByText('Low Risk')).toHaveClass('bg-green-100');
  });

  it('shows the real stage of processing documents, and links an uploaded one to type selection', async () => {
    dashboardApi({
      documents: () =>
        listOf([
          aDocument(1, { status: 'processing', stage: 'analyzing', documentType: 'cv', originalName: 'analyzing.pdf' }),
          aDocument(2, { status: 'pending', stage: 'extracting', documentType: null, originalName: 'fresh.pdf' }),
        ]),
    });
    renderApp('/dashboard');
    const analyzing = within((await screen.findByText('analyzing.pdf')).closest('li') as HTMLElement);
    expect(analyzing.getByText('AI analysis')).toHaveAttribute('aria-current', 'step');
    expect(analyzing.getByText('Processing')).toBeInTheDocument();
    const fresh = within(screen.getByText('fresh.pdf').closest('li') as HTMLElement);
    expect(fresh.getByText('Extracting text')).toHaveAttribute('aria-current', 'step');
    expect(fresh.getByText('Uploaded', { selector: 'span' })).toBeInTheDocument();
    expect(fresh.getByRole('link', { name: 'Choose the analysis type' })).toHaveAttribute(
      'href',
      '/document-type-selection/2',
    );
    expect(analyzing.getByText('Reading your document...')).toBeInTheDocument();
  });

  it('says how far a processing document has come, from its job, and updates it as it polls', async () => {
    let calls = 0;
    dashboardApi({
      documents: () => {
        calls += 1;
        return listOf([
          aDocument(1, {
            status: 'processing',
            stage: 'extracting',
            originalName: 'scan.pdf',
            progress:
              calls === 1
                ? { state: 'queued', ahead: 2 }
                : { state: 'reading', page: 3, pageCount: 5, ocr: true, secondsLeft: 50 },
          }),
        ]);
      },
    });
    renderApp('/dashboard');
    const card = within((await screen.findByText('scan.pdf')).closest('li') as HTMLElement);
    expect(card.getByRole('status')).toHaveTextContent('Waiting for a free worker: 2 documents ahead of yours');
    expect(
      await card.findByText('Recognising the text of scanned page 3 of 5, about 50s left', {}, { timeout: 4500 }),
    ).toBeInTheDocument();
  });

  it('refetches while a document is processing and shows it completed', async () => {
    let calls = 0;
    dashboardApi({
      documents: () => {
        calls += 1;
        return listOf([
          calls === 1
            ? aDocument(1, { status: 'processing', stage: 'analyzing', originalName: 'slow.pdf' })
            : aDocument(1, { originalName: 'slow.pdf' }),
        ]);
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('AI analysis')).toBeInTheDocument();
    expect(await screen.findByText('Analysis Complete', {}, { timeout: 4500 })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows a failed document in red and retries it', async () => {
    let retried = false;
    dashboardApi({
      documents: () =>
        listOf([
          retried
            ? aDocument(1, { status: 'processing', stage: 'extracting', originalName: 'broken.pdf' })
            : aDocument(1, {
                status: 'failed',
                failureReason: 'Analysis timed out. Please try again.',
                canRetry: true,
                originalName: 'broken.pdf',
              }),
        ]),
      extra: {
        'POST /api/documents/1/retry': () => {
          retried = true;
          return jsonResponse(aDocument(1, { status: 'processing', stage: 'extracting' }));
        },
      },
    });
    const { user } = renderApp('/dashboard');
    expect(await screen.findByText('Processing Failed')).toBeInTheDocument();
    expect(screen.getByText('Document processing failed. Click retry to try again.')).toBeInTheDocument();
    expect(screen.getByText('Analysis timed out. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(toastRegion()).findByText('Retry Started')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Document processing has been restarted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Extracting text')).toHaveAttribute('aria-current', 'step'));
  });

  it('offers no Retry for a failure a retry cannot fix, and says what to do instead', async () => {
    dashboardApi({
      documents: () =>
        listOf([
          aDocument(1, {
            status: 'failed',
            failureReason: 'This PDF is password-protected. Remove the password and upload it again.',
            canRetry: false,
            originalName: 'locked.pdf',
          }),
          aDocument(2, { status: 'failed', failureReason: null, canRetry: false, originalName: 'unknown.pdf' }),
        ]),
    });
    renderApp('/dashboard');
    const locked = within((await screen.findByText('locked.pdf')).closest('li') as HTMLElement);
    expect(
      locked.getByText('This PDF is password-protected. Remove the password and upload it again.'),
    ).toBeInTheDocument();
    expect(locked.queryByText(/retry/i)).not.toBeInTheDocument();
    expect(locked.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    const unknown = within(screen.getByText('unknown.pdf').closest('li') as HTMLElement);
    expect(
      unknown.getByText('We encountered an issue processing the file. Please try uploading again.'),
    ).toBeInTheDocument();
    expect(unknown.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a document waiting for its type as waiting, with the way to step 2', async () => {
    dashboardApi({
      documents: () =>
        listOf([
          aDocument(3, { status: 'pending', stage: 'extracted', documentType: null, originalName: 'ready.pdf' }),
        ]),
    });
    renderApp('/dashboard');
    const ready = within((await screen.findByText('ready.pdf')).closest('li') as HTMLElement);
    expect(ready.getByRole('link', { name: 'Choose an analysis type' })).toHaveAttribute(
      'href',
      '/document-type-selection/3',
    );
    expect(ready.queryByText('Extracting text')).not.toBeInTheDocument();
    expect(ready.queryByText('Reading your document...')).not.toBeInTheDocument();
    expect(ready.queryByRole('list', { name: 'Processing steps' })).not.toBeInTheDocument();
  });

  it('says when a retry fails', async () => {
    dashboardApi({
      documents: () => listOf([aDocument(1, { status: 'failed', canRetry: true })]),
      extra: { 'POST /api/documents/1/retry': () => jsonResponse({ message: 'nope' }, 409) },
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await within(toastRegion()).findByText('Retry Failed')).toBeInTheDocument();
    expect(
      within(toastRegion()).getByText('Failed to retry document processing. Please try again.'),
    ).toBeInTheDocument();
  });

  it('lists the documents other enterprise users shared, linking to their editor', async () => {
    dashboardApi({
      plan: 'enterprise',
      dashboardStats: dashboardStatsOf(0, null),
      extra: {
        'GET /api/generated-documents/shared': () =>
          jsonResponse({
            documents: [
              {
                id: 42,
                title: 'Supplier agreement',
                role: 'read',
                ownerName: 'Grace Hopper',
                ownerEmail: 'grace@example.com',
                updatedAt: '2026-11-30T10:00:00.000Z',
              },
            ],
          }),
      },
    });
    renderApp('/dashboard');
    const shared = within(await screen.findByRole('region', { name: 'Shared with you' }));
    expect(shared.getByRole('link', { name: 'Supplier agreement' })).toHaveAttribute(
      'href',
      '/generated-document-editor/42',
    );
    expect(shared.getByText('From Grace Hopper, you can read')).toBeInTheDocument();
  });
});

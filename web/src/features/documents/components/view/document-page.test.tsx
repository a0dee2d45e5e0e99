import type { DocumentDetail, PlanId } from '@doclens/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aDocument,
  CONTRACT_ANALYSIS,
  OTHER_ANALYSIS,
  REDACTED_CONTRACT_ANALYSIS,
} from '../../../../test/fixtures/document-page.fixtures';
import { type ApiHandler, aUser, jsonResponse, mockApi } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { setViewportWidth } from '../../../../test/viewport-width';

function documentApi(document: ApiHandler, plan: PlanId = 'pro', extra: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(aUser(plan)),
    'GET /api/documents/7': document,
    ...extra,
  });
}

const serve = (overrides: Partial<DocumentDetail>) => () => jsonResponse(aDocument(overrides));

describe('/document/:id states', () => {
  it('asks a visitor whose session ended to sign in', async () => {
    documentApi(() => new Response('Unauthorized', { status: 401 }));
    renderApp('/document/7');
    expect(await screen.findByText('Sign In Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('tells the user a missing or forbidden document was not found', async () => {
    documentApi(() => jsonResponse({ message: 'Document not found' }, 404));
    renderApp('/document/7');
    expect(await screen.findByText('Document Not Found')).toBeInTheDocument();
    expect(screen.getByText(/doesn't exist or you don't have permission/)).toBeInTheDocument();
  });

  it('shows the real pipeline stage and polls until the analysis is ready', async () => {
    let calls = 0;
    documentApi(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(aDocument({ status: 'processing', stage: 'analyzing' }))
        : jsonResponse(aDocument({ analysis: CONTRACT_ANALYSIS }));
    });
    renderApp('/document/7');
    expect(await screen.findByText('Step 3 of 3: Analyzing your document')).toBeInTheDocument();
    expect(await screen.findByText('Critical issues found', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('says which page is being read, and how long the rest should take', async () => {
    documentApi(
      serve({
        status: 'processing',
        stage: 'extracting',
        progress: { state: 'reading', page: 2, pageCount: 5, ocr: true, secondsLeft: 90 },
      }),
    );
    renderApp('/document/7');
    expect(await screen.findByText('Step 1 of 3: Extracting text from your document')).toBeInTheDocument();
    expect(screen.getByText('Recognising the text of scanned page 2 of 5, about 1m 30s left')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute('aria-valuenow', '18');
  });

  it('says how many documents are ahead of one waiting for the analysis', async () => {
    documentApi(serve({ status: 'processing', stage: 'analyzing', progress: { state: 'queued', ahead: 1 } }));
    renderApp('/document/7');
    expect(await screen.findByText('Waiting for a free worker: 1 document ahead of yours')).toBeInTheDocument();
  });

  it('shows why processing failed and restarts it on Retry', async () => {
    const fetchMock = documentApi(
      serve({
        status: 'failed',
        failureReason: 'This PDF has no readable text.',
        documentType: 'contract',
        canRetry: true,
      }),
      'pro',
      { 'POST /api/documents/7/retry': () => jsonResponse(aDocument({ status: 'processing', stage: 'extracting' })) },
    );
    const { user } = renderApp('/document/7');
    expect(await screen.findByText('Processing Failed')).toBeInTheDocument();
    expect(screen.getByText('This PDF has no readable text.')).toBeInTheDocument();
    expect(screen.getByText(/re-upload the document/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/7/retry') && init?.method === 'POST'),
      ).toBe(true),
    );
  });

  it('offers no Retry for a failure a retry cannot fix', async () => {
    documentApi(
      serve({
        status: 'failed',
        failureReason: 'This PDF is password-protected. Remove the password and upload it again.',
        documentType: 'contract',
        canRetry: false,
      }),
    );
    renderApp('/document/7');
    expect(await screen.findByText('Processing Failed')).toBeInTheDocument();
    expect(
      screen.getByText('This PDF is password-protected. Remove the password and upload it again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText(/try again/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload another file' })).toHaveAttribute('href', '/');
  });

  it('shows the engine error of a completed analysis with a way back', async () => {
    documentApi(serve({ analysis: { error: 'The document was too short to analyse.' } }));
    renderApp('/document/7');
    expect(await screen.findByText('Analysis Unavailable')).toBeInTheDocument();
    expect(screen.getByText('The document was too short to analyse.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('/document/:id contract view', () => {
  it('shows the three risk cards with their counts, the contract details and the back link', async () => {
    documentApi(serve({ analysis: CONTRACT_ANALYSIS }));
    renderApp('/document/7');
    expect(await screen.findByRole('heading', { name: 'lease.pdf' })).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Risk summary' });
    expect(within(cards).getByText('High Risk').parentElement).toHaveTextContent('2Critical issues found');
    expect(within(cards).getByText('Medium Risk').parentElement).toHaveTextContent('1Items to review');
    expect(within(cards).getByText('Low Risk').parentElement).toHaveTextContent('4Standard clauses');
    // 72 is in the high band (66 and above).
    expect(screen.getByText('Overall risk score: 72/100')).toBeInTheDocument();
    expect(screen.getByText('High risk')).toBeInTheDocument();
    expect(screen.getByText('Governing law:')).toBeInTheDocument();
    expect(screen.getByText('New York')).toBeInTheDocument();
    expect(screen.getByText('You pay for the landlord’s losses.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the summary as edited on the edit page in place of the analysis summary', async () => {
    documentApi(serve({ analysis: CONTRACT_ANALYSIS, content: '• Rent rises at most three percent a year' }));
    renderApp('/document/7');
    expect(await screen.findByText('Rent rises at most three percent a year')).toBeInTheDocument();
    expect(screen.queryByText('The lease runs for twelve months.')).not.toBeInTheDocument();
  });

  it('shows every section at once in full mode under the Document Analysis Complete header', async () => {
    documentApi(serve({ analysis: CONTRACT_ANALYSIS, processingTime: 4_000 }));
    const { user } = renderApp('/document/7');
    await user.click(await screen.findByRole('button', { name: 'Show full analysis' }));
    expect(screen.getByRole('heading', { name: 'Document Analysis Complete' })).toBeInTheDocument();
    expect(screen.getByText('Processed in 4s')).toBeInTheDocument();
    // Sections sit right below the page's h1, beside the header, so their own headings never skip a level.
    for (const title of ['Overview', 'Risk Assessment', 'Recommendations', 'Market Insights']) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    }
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByText('You pay for the landlord’s losses.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show by section' }));
    expect(screen.getByRole('tablist', { name: 'Analysis sections' })).toBeInTheDocument();
  });

  it('cuts long summary lines with a way to read them whole, and drops echoed instructions in full mode', async () => {
    const long =
      'The tenant pays rent monthly in advance and may not sublet without the written consent of the landlord.';
    const summary = [...CONTRACT_ANALYSIS.summary, long, 'Respond only in JSON with the fields below.'];
    documentApi(serve({ analysis: { ...CONTRACT_ANALYSIS, summary } }));
    const { user } = renderApp('/document/7');
    const cut = await screen.findByText(
      'The tenant pays rent monthly in advance and may not sublet without the written…',
    );
    expect(cut).toHaveAttribute('title', long);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(long)).toBeInTheDocument();
    expect(screen.getByText('Respond only in JSON with the fields below.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show full analysis' }));
    expect(screen.getByRole('heading', { name: 'Document Analysis Complete' })).toBeInTheDocument();
    expect(screen.queryByText('Respond only in JSON with the fields below.')).not.toBeInTheDocument();
  });

  it('opens the tab named in the link, keeps the open tab in the address, and says when a section does not exist', async () => {
    documentApi(serve({ analysis: CONTRACT_ANALYSIS }));
    const { user, unmount } = renderApp('/document/7?tab=recommendations');
    expect(await screen.findByRole('tab', { name: 'Recommendations', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Risk Assessment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/document/7?tab=risks');
    unmount();

    documentApi(serve({ analysis: CONTRACT_ANALYSIS }));
    renderApp('/document/7?tab=nonsense');
    expect(await screen.findByText('Section not found')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  });

  it('quotes a finding with its page and colours its score by the 30/70 thresholds', async () => {
    documentApi(serve({ analysis: CONTRACT_ANALYSIS }));
    const { user } = renderApp('/document/7');
    await user.click(await screen.findByRole('tab', { name: 'Risk Assessment' }));
    expect(await screen.findByText('Detailed Risk Analysis')).toBeInTheDocument();
    const quote = screen.getByText('Tenant shall indemnify Landlord for any and all losses.', { selector: 'q' });
    expect(quote.closest('button')).toHaveAccessibleName(
      'Show on page 2: Tenant shall indemnify Landlord for any and all losses.',
    );
    expect(quote.parentElement).toHaveTextContent('(page 2)');
    const [high, low] = screen.getAllByTestId('finding-score');
    expect(high).toHaveClass('bg-red-100');
    expect(low).toHaveClass('bg-green-100');
  });

  it('says when the PDF beside the analysis cannot be shown and offers the file for download', async () => {
    documentApi(serve({ analysis: CONTRACT_ANALYSIS }), 'pro', {
      'GET /api/documents/7/file': () => jsonResponse({ message: 'The original file is no longer available.' }, 404),
    });
    renderApp('/document/7');
    const viewer = await screen.findByRole('region', { name: 'Original document' });
    const alert = await within(viewer).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load PDF document');
    expect(alert).toHaveTextContent('The original file is no longer available.');
    expect(within(alert).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/documents/7/file');
  });

  it('moves between the sidebar tabs with ArrowDown and ArrowUp, as a vertical tab list does', async () => {
    setViewportWidth(1280);
    documentApi(serve({ analysis: CONTRACT_ANALYSIS }));
    const { user } = renderApp('/document/7');
    const list = await screen.findByRole('tablist', { name: 'Analysis sections' });
    expect(list).toHaveAttribute('aria-orientation', 'vertical');
    const [overview, second] = within(list).getAllByRole('tab');
    if (!overview || !second) throw new Error('expected at least two tabs');
    overview.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await waitFor(() => expect(second).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{ArrowUp}');
    expect(overview).toHaveFocus();
  });

  it('lets a phone switch between the analysis and the document', async () => {
    setViewportWidth(390);
    documentApi(serve({ analysis: CONTRACT_ANALYSIS }));
    const { user } = renderApp('/document/7');
    const switcher = await screen.findByRole('group', { name: 'Show' });
    const analysisButton = within(switcher).getByRole('button', { name: 'Analysis' });
    const documentButton = within(switcher).getByRole('button', { name: 'Document' });
    expect(analysisButton).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tablist', { name: 'Analysis sections' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Original document' })).not.toBeInTheDocument();

    documentButton.focus();
    await user.keyboard('{Enter}');
    expect(documentButton).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Original document' })).toBeVisible();
    expect(screen.queryByRole('tablist', { name: 'Analysis sections' })).not.toBeInTheDocument();

    await user.click(analysisButton);
    expect(screen.getByRole('tablist', { name: 'Analysis sections' })).toBeVisible();
  });

  it('shows the analysis and the document side by side on a wide screen, without the switch', async () => {
    setViewportWidth(1280);
    documentApi(serve({ analysis: CONTRACT_ANALYSIS }));
    renderApp('/document/7');
    expect(await screen.findByRole('tablist', { name: 'Analysis sections' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Original document' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Show' })).not.toBeInTheDocument();
  });

  it('gives a free plan counts and an upgrade link instead of the quotes', async () => {
    documentApi(serve({ analysis: REDACTED_CONTRACT_ANALYSIS }), 'free');
    const { user } = renderApp('/document/7');
    const cards = await screen.findByRole('list', { name: 'Risk summary' });
    expect(within(cards).getByText('High Risk').parentElement).toHaveTextContent('2Critical issues found');
    await user.click(screen.getByRole('tab', { name: 'Risk Assessment' }));
    expect(await screen.findByText('2 findings in this document')).toBeInTheDocument();
    expect(screen.getByText('Uncapped liability')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText(/Tenant shall indemnify/)).not.toBeInTheDocument();
  });

  it('keeps market insights and Ask AI behind an upgrade for a free plan', async () => {
    documentApi(serve({ analysis: REDACTED_CONTRACT_ANALYSIS }), 'free');
    const { user } = renderApp('/document/7');
    await user.click(await screen.findByRole('tab', { name: 'Ask AI' }));
    expect(await screen.findByText('Available on Pro and Enterprise plans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Ask AI Questions' })).toHaveAttribute('href', '/pricing');
  });
});

describe('/document/:id other-type view', () => {
  it('summarises the insights and says which sections this type has no content for', async () => {
    documentApi(serve({ documentType: 'other', analysis: OTHER_ANALYSIS }));
    const { user } = renderApp('/document/7');
    expect(await screen.findByText('Clear budget')).toBeInTheDocument();
    expect(screen.getByText('Other — Grant proposal')).toBeInTheDocument();
    expect(screen.getByText('64/100')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Risk Assessment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recommendations' }));
    expect(await screen.findByText('Add measurable goals')).toBeInTheDocument();
  });

  it('shows the notes tab with its empty state and keeps a saved note', async () => {
    documentApi(serve({ documentType: 'other', analysis: OTHER_ANALYSIS }));
    const { user } = renderApp('/document/7');
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('Notes & Comments')).toBeInTheDocument();
    expect(screen.getByText('No notes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await user.type(screen.getByLabelText('New note'), 'Ask about the deadline');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('Ask about the deadline')).toBeInTheDocument();
    expect(localStorage.getItem('doclens:document-notes:7')).toContain('Ask about the deadline');
    localStorage.clear();
  });
});

import type { DocumentPreview } from '@doclens/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/app-providers';
import { createQueryClient } from '../../../../lib/query-client';
import { jsonResponse, mockApi } from '../../../../test/mock-api';
import { PreviewDialog } from './preview-dialog';

function aPreview(overrides: Partial<DocumentPreview> = {}): DocumentPreview {
  return {
    status: 'completed',
    stage: null,
    filename: 'lease.pdf',
    documentType: 'contract',
    processingTime: 12_400,
    failureReason: null,
    canRetry: false,
    riskCounts: { high: 2, medium: 3, low: 4, overall: 'high' },
    gradeInfo: null,
    cvScores: null,
    insightCounts: null,
    improvementCounts: null,
    keyTermsCount: 7,
    recommendationsCount: 5,
    summary: null,
    ...overrides,
  };
}

function renderDialog(preview: DocumentPreview | (() => DocumentPreview)) {
  const fetchMock = mockApi({
    'GET /api/documents/7/preview': () => jsonResponse(typeof preview === 'function' ? preview() : preview),
  });
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <PreviewDialog documentId={7} onClose={onClose} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { onClose, user, fetchMock };
}

const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('preview dialog while the analysis runs', () => {
  it('shows the progress card with the real stage, and Hide for now closes it', async () => {
    const { onClose, user } = renderDialog(aPreview({ status: 'processing', stage: 'analyzing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Analyzing Document...' });
    expect(within(dialog).getByText('AI Analysis in Progress')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Running the AI analysis...');
    await user.click(within(dialog).getByRole('button', { name: 'Hide for now' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('polls every 2 s until the analysis is complete, then stops', async () => {
    let calls = 0;
    const { fetchMock } = renderDialog(() => {
      calls += 1;
      return calls < 2 ? aPreview({ status: 'processing', stage: 'extracting' }) : aPreview();
    });
    await screen.findByRole('dialog', { name: 'Analyzing Document...' });
    expect(await screen.findByRole('dialog', { name: /Analysis Complete!/ }, { timeout: 4000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  }, 10_000);

  it('shows why a document failed', async () => {
    renderDialog(aPreview({ status: 'failed', failureReason: 'This PDF is password-protected.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF is password-protected.');
  });
});

describe('preview dialog when the analysis is complete', () => {
  it('names the file, its type and the time taken, and counts contract risks', async () => {
    renderDialog(aPreview());
    const dialog = await screen.findByRole('dialog', { name: /Analysis Complete!/ });
    expect(dialog).toHaveTextContent('lease.pdf');
    expect(dialog).toHaveTextContent('Contract');
    expect(dialog).toHaveTextContent('Analyzed in 12s');
    expect(stat('High Risks')).toBe('2');
    expect(stat('Medium Risks')).toBe('3');
    expect(stat('Low Risks')).toBe('4');
    expect(within(dialog).getByText('HIGH')).toHaveClass('bg-red-100');
    expect(stat('Key Terms Identified')).toBe('7');
    expect(stat('Recommendations')).toBe('5');
  });

  it('shows an essay grade, the fixed structure score and counts', async () => {
    renderDialog(
      aPreview({
        documentType: 'essay',
        riskCounts: null,
        gradeInfo: { overallGrade: 'B+', score: 78 },
        improvementCounts: { grammar: 6, improvements: 4, critical: 0, enhancements: 0, total: 10 },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Analysis Complete!/ });
    expect(dialog).toHaveTextContent('Essay/Article');
    expect(stat('Overall Grade')).toBe('B+ (78/100)');
    expect(stat('Structure')).toBe('85/100');
    expect(stat('Grammar Issues')).toBe('6');
    expect(stat('Improvements')).toBe('4');
  });

  it('shows CV scores out of 100 and fix counts', async () => {
    renderDialog(
      aPreview({
        documentType: 'cv',
        riskCounts: null,
        cvScores: { overall: 72, atsCompatibility: 64, firstImpression: 80 },
        improvementCounts: { grammar: 0, improvements: 0, critical: 3, enhancements: 5, total: 8 },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Analysis Complete!/ });
    expect(dialog).toHaveTextContent('CV/Resume');
    expect(stat('Overall Score')).toBe('72/100');
    expect(stat('ATS Score')).toBe('64/100');
    expect(stat('First Impression')).toBe('80/100');
    expect(stat('Critical Fixes')).toBe('3');
    expect(stat('Enhancements')).toBe('5');
  });

  it('shows insight counts for other documents', async () => {
    renderDialog(
      aPreview({
        documentType: 'other',
        riskCounts: null,
        insightCounts: { keyInsights: 4, recommendations: 2, total: 6 },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Analysis Complete!/ });
    expect(dialog).toHaveTextContent('General Document');
    expect(stat('Key Insights')).toBe('4');
    expect(stat('Total Insights')).toBe('6');
  });

  it('offers an account, pricing, and Maybe Later closes', async () => {
    const { onClose, user } = renderDialog(aPreview());
    const dialog = await screen.findByRole('dialog', { name: /Analysis Complete!/ });
    expect(within(dialog).getByText('Get the Full Analysis')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/auth');
    expect(within(dialog).getByRole('link', { name: 'View Pricing Plans' })).toHaveAttribute('href', '/pricing');
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('preview summary', () => {
  const summaryArea = async () => within(await screen.findByRole('region', { name: 'Summary' }));

  it('lists an array summary as bullets', async () => {
    renderDialog(aPreview({ summary: ['Rent is due monthly', 'Deposit is two months', 'Pets not allowed', 'Four'] }));
    const summary = await summaryArea();
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rent is due monthly',
      'Deposit is two months',
      'Pets not allowed',
      'Four',
    ]);
    expect(summary.getByText('And much more detailed analysis...')).toBeInTheDocument();
  });

  it("shows score, strengths and areas for improvement of an 'other' item", async () => {
    renderDialog(
      aPreview({
        documentType: 'other',
        riskCounts: null,
        summary: [{ score: 68, strength: 'Clear structure', weakness: 'Few sources' }],
      }),
    );
    const summary = await summaryArea();
    const item = summary.getByRole('listitem');
    expect(item).toHaveTextContent('Score: 68/100');
    expect(item).toHaveTextContent('Strengths: Clear structure');
    expect(item).toHaveTextContent('Areas for Improvement: Few sources');
  });

  it('shows at most the first 3 entries of an object summary', async () => {
    renderDialog(aPreview({ summary: { parties: 'A and B', term: '12 months', rent: '$900', deposit: '$1800' } }));
    const summary = await summaryArea();
    expect(summary.getByText('12 months')).toBeInTheDocument();
    expect(summary.getByText('$900')).toBeInTheDocument();
    expect(summary.queryByText('$1800')).not.toBeInTheDocument();
  });

  it('shows at most the first 3 lines of a text summary', async () => {
    renderDialog(aPreview({ summary: 'Line one\nLine two\n\nLine three\nLine four' }));
    const summary = await summaryArea();
    expect(summary.getByText('Line three')).toBeInTheDocument();
    expect(summary.queryByText('Line four')).not.toBeInTheDocument();
  });

  it('falls back to a sign-up hint without a summary', async () => {
    renderDialog(aPreview({ summary: null }));
    const summary = await summaryArea();
    expect(summary.getByText('Analysis complete - details available after sign up')).toBeInTheDocument();
    expect(summary.getByText('And much more detailed analysis...')).toBeInTheDocument();
  });
});

describe('preview dialog before any data', () => {
  it('stays closed until the first preview arrives', async () => {
    mockApi({ 'GET /api/documents/7/preview': () => new Promise<Response>(() => {}) });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <PreviewDialog documentId={7} onClose={() => {}} />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

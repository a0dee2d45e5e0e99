import type { BulkUploadDetail } from '@doclens/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BulkResultsView } from './bulk-results-view';

const batch: BulkUploadDetail = {
  id: 7,
  name: 'Licences',
  analysisType: 'ai_summary',
  extractionParameters: [],
  summaryParameter: 'Prefer contracts with capped liability and exclusivity',
  sortBy: 'score',
  sortOrder: 'desc',
  status: 'completed',
  totalFiles: 1,
  processedFiles: 1,
  failedFiles: 0,
  createdAt: '2026-12-01T10:00:00.000Z',
  extractedData: [],
  documents: [],
  summaryResults: [
    {
      fileId: 3,
      fileName: 'licence.pdf',
      ranking: 1,
      score: 50,
      analysis: 'Judged on what the criterion asks: cap on liability and exclusivity clause.',
      reasoning: '50 +25 (…) −25 (…) = 50.',
      keyPoints: [
        {
          text: 'The contract has an exclusivity clause.',
          citation: { page: 3, quote: 'Licensor grants to Licensee an exclusive licence.' },
          points: 25,
        },
        {
          text: 'The analysis found no limitation of liability: nothing in the contract caps what a party may have to pay.',
          citation: null,
          points: -25,
        },
        { text: 'Licensor gives this promise to Licensee.', citation: null },
      ],
    },
  ],
};

describe('BulkResultsView (ranking)', () => {
  it('shows beside each key point how many points it moved the score, up or down', () => {
    render(<BulkResultsView batch={batch} />);
    const points = within(screen.getByRole('list', { name: 'Why licence.pdf scored 50' })).getAllByRole('listitem');
    expect(points).toHaveLength(3);
    expect(points[0]).toHaveTextContent('+25added 25 pointsThe contract has an exclusivity clause. (page 3)');
    expect(within(points[0] as HTMLElement).getByText('+25')).toHaveAttribute('aria-hidden', 'true');
    expect(within(points[1] as HTMLElement).getByText('took off 25 points')).toHaveClass('sr-only');
    expect(points[1]).toHaveTextContent(/^−25/u);
    expect(points[2]).toHaveTextContent(/^Licensor gives this promise to Licensee\.$/u);
  });

  it('shows the passage a cited key point comes from, with a link to its page of the file', async () => {
    render(<BulkResultsView batch={batch} />);
    await userEvent.click(screen.getByRole('button', { name: /The contract has an exclusivity clause/ }));
    const citation = screen.getByRole('complementary', { name: 'Citation' });
    expect(citation).toHaveTextContent('licence.pdf · The contract has an exclusivity clause.');
    expect(citation).toHaveTextContent('Licensor grants to Licensee an exclusive licence.');
    expect(within(citation).getByRole('link', { name: 'Open page 3 of the file' })).toBeInTheDocument();
  });
});

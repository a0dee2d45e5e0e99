import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../../test/axe-violations';
import { OTHER_ANALYSIS } from '../../../../../test/fixtures/document-page.fixtures';
import { OtherAnalysisView } from './other-analysis-view';

describe('OtherAnalysisView fallbacks', () => {
  it.each([
    ['details', 'Details section not available for this document type'],
    ['risks', 'Risk assessment not available for this document type'],
    ['insights', 'Insights section not available for this document type'],
  ] as const)('says the %s section is not available', (section, text) => {
    render(<OtherAnalysisView analysis={OTHER_ANALYSIS} section={section} plan="pro" />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says when there are no recommendations', () => {
    render(
      <OtherAnalysisView analysis={{ ...OTHER_ANALYSIS, recommendations: [] }} section="recommendations" plan="pro" />,
    );
    expect(screen.getByText('No recommendations available')).toBeInTheDocument();
  });

  it('gives a free plan the recommendation count and an upgrade link', () => {
    const redacted = {
      documentType: 'other' as const,
      overallAssessment: { score: 64 },
      keyInsights: [{ title: 'Clear budget' }],
      redacted: true as const,
      counts: {
        riskCounts: null,
        insightCounts: { keyInsights: 1, recommendations: 3, total: 4 },
        improvementCounts: null,
        keyTermsCount: 0,
        recommendationsCount: 3,
      },
    };
    render(
      <MemoryRouter>
        <OtherAnalysisView analysis={redacted} section="recommendations" plan="free" />
      </MemoryRouter>,
    );
    expect(screen.getByText('3 recommendations for this document')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  });

  it('has an overview that passes axe (one definition list of term and value pairs)', async () => {
    const { container } = render(<OtherAnalysisView analysis={OTHER_ANALYSIS} section="overview" plan="pro" />);
    expect(screen.getByText('64/100')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps a long purpose inside its overview card, with the whole of it on hover', () => {
    const purpose = 'newsletter draft for the spring members mailing and the volunteer evening';
    const analysis = { ...OTHER_ANALYSIS, analysisParameters: { documentPurpose: purpose } };
    render(<OtherAnalysisView analysis={analysis} section="overview" plan="pro" />);
    const type = screen.getByText(`Other — ${purpose}`);
    expect(type).toHaveAttribute('title', `Other — ${purpose}`);
    // Clamped to two lines and broken anywhere a long word needs it, rather than running past the card.
    expect(type).toHaveClass('line-clamp-2', 'break-words');
    // The stats wrap by the width of the analysis pane, not the window's: beside the PDF it is half of it.
    expect(screen.getByText('Recommendations').closest('dl')?.className).toMatch(/@container|@\w+:grid-cols/u);
  });

  it('draws the score ring at its size but never wider than its card', () => {
    render(<OtherAnalysisView analysis={OTHER_ANALYSIS} section="overview" plan="pro" />);
    const ring = screen.getByRole('meter', { name: 'Overall effectiveness score' });
    expect(ring).toHaveStyle({ width: '80px', maxWidth: '100%' });
    expect(ring.querySelector('svg')).toHaveAttribute('viewBox', '0 0 80 80');
  });

  it('has recommendations that pass axe', async () => {
    const { container } = render(<OtherAnalysisView analysis={OTHER_ANALYSIS} section="recommendations" plan="pro" />);
    expect(screen.getByText('Add measurable goals')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

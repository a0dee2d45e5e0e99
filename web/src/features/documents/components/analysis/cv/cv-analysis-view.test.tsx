import type { CvAnalysis } from '@doclens/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cvSample, redactedCvSample } from '../../../../../test/fixtures/cv-analysis.fixtures';
import { type AnalysisViewOptions, renderAnalysisView, upgradeLinks } from '../../../../../test/render-analysis-view';
import type { AnalysisSection } from '../analysis-view-props';
import { CvAnalysisView } from './cv-analysis-view';

function renderCv(section: AnalysisSection, options: AnalysisViewOptions<CvAnalysis> = {}) {
  return renderAnalysisView(CvAnalysisView, cvSample, section, options);
}

describe('CvAnalysisView', () => {
  it('overview shows the three scores, key points for the target role, market position and writing quality', () => {
    renderCv('overview');
    expect(screen.getByText('Overall Score').nextSibling).toHaveTextContent('74/100');
    expect(screen.getByText('ATS Score').nextSibling).toHaveTextContent('38/100');
    expect(screen.getByText('First Impression').nextSibling).toHaveTextContent('55/100');
    expect(screen.getByRole('heading', { name: 'Key Points for Staff Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Show system design at scale for a Staff role.')).toBeInTheDocument();
    expect(screen.getByText('Upper-middle of the senior backend market.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Writing Quality' })).toBeInTheDocument();
    expect(upgradeLinks()).toHaveLength(0);
  });

  it('writing quality shows at most two active-voice and two wordy examples', () => {
    renderCv('overview');
    expect(screen.getByText('Led migration')).toBeInTheDocument();
    expect(screen.getByText('Designed the billing API')).toBeInTheDocument();
    expect(screen.queryByText('Mentored four engineers')).not.toBeInTheDocument();
    expect(screen.getByText('in order to')).toBeInTheDocument();
    expect(screen.getByText('was responsible for managing')).toBeInTheDocument();
    expect(screen.queryByText('at this point in time')).not.toBeInTheDocument();
  });

  it('first impressions show the scan, formatting, hiring manager view, summary, presentation and ATS score', async () => {
    const onJump = vi.fn();
    renderCv('details', { onJump });
    expect(screen.getByRole('heading', { name: 'First Impressions Analysis' })).toBeInTheDocument();
    expect(screen.getByText('An 18-month gap without explanation.')).toBeInTheDocument();
    expect(screen.getByText('Modern but crowded.')).toBeInTheDocument();
    expect(screen.getByText('A solid CV that undersells leadership.')).toBeInTheDocument();
    expect(screen.getByText('Lead with your scale of impact.')).toBeInTheDocument();
    expect(screen.getByText(/LinkedIn profile/)).toHaveTextContent('✗ LinkedIn profile: no');
    expect(screen.getByText('Two-column layout confuses parsers.')).toBeInTheDocument();
    // ATS below 40 is shown in the destructive colour.
    expect(screen.getByText('38/100')).toHaveClass('bg-destructive');

    await userEvent.click(screen.getByRole('button', { name: 'Show on page 1: Responsible for maintaining services' }));
    expect(onJump).toHaveBeenCalledWith({ page: 1, quote: 'Responsible for maintaining services' });
  });

  it('shows the achievement ratio and keyword match as rounded percentages', () => {
    renderCv('details');
    expect(screen.getByText('Achievement ratio').nextSibling).toHaveTextContent(/^33%$/);
    renderCv('insights');
    expect(screen.getByText('Keyword match').nextSibling).toHaveTextContent(/^68%$/);
  });

  it('priority improvements list the critical improvements and before/after examples', () => {
    renderCv('recommendations');
    expect(screen.getByRole('heading', { name: 'Priority Improvements' })).toBeInTheDocument();
    expect(screen.getByText('Switch to a single-column layout.')).toBeInTheDocument();
    expect(screen.getByText('Mention SOC 2 experience.')).toBeInTheDocument();
    expect(screen.getByText('Rebuilt payments processing $2M/day with zero downtime')).toBeInTheDocument();
  });

  it('career insights show industry alignment, the detected occupation and market competitiveness', () => {
    renderCv('insights');
    expect(screen.getByRole('heading', { name: 'Industry & Role Alignment' })).toBeInTheDocument();
    expect(screen.getByText('Information Technology')).toBeInTheDocument();
    expect(screen.getByText('(91% confidence)')).toBeInTheDocument();
    expect(screen.getByText('Mostly aligned')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Market Competitiveness' })).toBeInTheDocument();
    expect(screen.getByText('No public speaking or writing.')).toBeInTheDocument();
    expect(screen.getByText('Kubernetes')).toBeInTheDocument();
  });

  it('writes the facts in sentence case, not title case', () => {
    const relevance = '81% of the key terms of “Staff Engineer” appear (go, kubernetes).';
    renderCv('insights', {
      analysis: { ...cvSample, skillsAnalysis: { ...cvSample.skillsAnalysis, relevanceToRole: relevance } },
    });
    const fact = (term: string) => screen.getByText(term).nextElementSibling as HTMLElement;
    expect(fact('Relevance to role')).toHaveTextContent(relevance, { normalizeWhitespace: false });
    expect(fact('Relevance to role')).not.toHaveClass('capitalize');
    expect(fact('Skills alignment').textContent).toBe('Mostly aligned');
    expect(fact('Skills alignment')).not.toHaveClass('capitalize');
  });

  it('has no risk section', () => {
    const { container } = renderCv('risks');
    expect(container).toBeEmptyDOMElement();
  });

  it('says so when a paid analysis has no improvement suggestions', () => {
    const analysis: CvAnalysis = {
      ...cvSample,
      criticalImprovements: { immediate: [], contentUpgrades: [], strategicChanges: [], industrySpecific: [] },
      beforeAfterExamples: [],
    };
    renderCv('recommendations', { analysis });
    expect(screen.getByText('No specific improvement suggestions available')).toBeInTheDocument();
  });

  describe('free plan (redacted by the server)', () => {
    it('priority improvements are an upgrade prompt to /pricing', () => {
      renderCv('recommendations', { analysis: redactedCvSample, plan: 'free' });
      expect(screen.getByRole('heading', { name: 'Unlock priority improvements' })).toBeInTheDocument();
      expect(upgradeLinks()[0]).toHaveAttribute('href', '/pricing');
      expect(screen.queryByText('No specific improvement suggestions available')).not.toBeInTheDocument();
    });

    it('career insights keep the skill numbers and prompt to upgrade for the rest', () => {
      renderCv('insights', { analysis: redactedCvSample, plan: 'free' });
      expect(screen.getByRole('heading', { name: 'Unlock career insights' })).toBeInTheDocument();
      expect(screen.getByText('Keyword match').nextSibling).toHaveTextContent('68%');
      expect(screen.queryByRole('heading', { name: 'Market Competitiveness' })).not.toBeInTheDocument();
    });

    it('overview shows the scores and an upgrade prompt in place of the role and market detail', () => {
      renderCv('overview', { analysis: redactedCvSample, plan: 'free' });
      expect(screen.getByText('Overall Score').nextSibling).toHaveTextContent('74/100');
      expect(screen.getByText('✓ Uses active voice')).toBeInTheDocument();
      expect(upgradeLinks()).toHaveLength(1);
    });

    it('first impressions render the kept scores and an upgrade prompt', () => {
      renderCv('details', { analysis: redactedCvSample, plan: 'free' });
      expect(screen.getByText('About 2 minutes', { exact: false })).toBeInTheDocument();
      expect(screen.getByText('Achievement ratio').nextSibling).toHaveTextContent('33%');
      expect(upgradeLinks()).toHaveLength(1);
    });
  });
});

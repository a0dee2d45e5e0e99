import type { EssayAnalysis } from '@doclens/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { essaySample, redactedEssaySample } from '../../../../../test/fixtures/essay-analysis.fixtures';
import { type AnalysisViewOptions, renderAnalysisView, upgradeLinks } from '../../../../../test/render-analysis-view';
import type { AnalysisSection } from '../analysis-view-props';
import { EssayAnalysisView } from './essay-analysis-view';

function renderEssay(section: AnalysisSection, options: AnalysisViewOptions<EssayAnalysis> = {}) {
  return renderAnalysisView(EssayAnalysisView, essaySample, section, options);
}

describe('EssayAnalysisView', () => {
  it('overview shows the grade, grammar score, improvement count and score out of 100', () => {
    renderEssay('overview');
    expect(screen.getByText('Overall Grade').nextSibling).toHaveTextContent('B+');
    expect(screen.getByText('Grammar Score').nextSibling).toHaveTextContent('64/100');
    // Four improvement lists with one item each.
    expect(screen.getByText('Improvements').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('78/100')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Essay score' })).toHaveAttribute('aria-valuenow', '78');
  });

  it('grade & feedback shows the rationale, the way to the next grade and the structure quality', () => {
    renderEssay('risks');
    expect(screen.getByRole('meter', { name: 'Overall grade score' })).toHaveTextContent('B+');
    expect(screen.getByText(essaySample.overallGrade.rationale)).toBeInTheDocument();
    expect(screen.getByText(/Add peer-reviewed sources/)).toBeInTheDocument();
    expect(screen.getByText('The conclusion introduces a new argument.')).toBeInTheDocument();
    expect(screen.getByText('Each paragraph opens with a topic sentence.')).toBeInTheDocument();
  });

  it('grade & feedback shows the band the grade can claim and each rubric trait with its evidence', async () => {
    const onJump = vi.fn();
    const analysis: EssayAnalysis = {
      ...essaySample,
      overallGrade: {
        ...essaySample.overallGrade,
        band: { low: 'C+', high: 'A-', lowScore: 70, highScore: 86 },
        traits: [
          {
            trait: 'position',
            score: 81,
            weight: 0.2,
            evidence: ['The introduction states a clear position.'],
            quote: {
              text: 'Subsidies accelerate the energy transition',
              evidence: { page: 1, quote: 'Subsidies accelerate' },
            },
          },
          { trait: 'elaboration', score: 58, weight: 0.4, evidence: ['640 words where about 1500 suit an argument.'] },
          { trait: 'conventions', score: 64, weight: 0, evidence: ['Corrected but not graded.'] },
        ],
      },
    };
    renderEssay('risks', { analysis, onJump });
    expect(screen.getByText(/^C\+ to A- \(70–86\/100\)/u)).toBeInTheDocument();
    const position = screen.getByRole('region', { name: 'Position' });
    expect(within(position).getByText('81/100')).toBeInTheDocument();
    expect(within(position).getByText('20% of the grade')).toBeInTheDocument();
    expect(within(position).getByText('The introduction states a clear position.')).toBeInTheDocument();
    const elaboration = screen.getByRole('region', { name: 'Evidence and elaboration' });
    expect(within(elaboration).getByText('40% of the grade')).toBeInTheDocument();
    expect(within(elaboration).getByText('640 words where about 1500 suit an argument.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Conventions' })).getByText('not graded')).toBeInTheDocument();

    await userEvent.click(within(position).getByRole('button', { name: /^Show on page 1:/u }));
    expect(onJump).toHaveBeenCalledWith({ page: 1, quote: 'Subsidies accelerate' });
  });

  it('grade & feedback of a result graded before bands and traits shows neither', () => {
    renderEssay('risks');
    expect(screen.queryByText('The range this grade can claim')).not.toBeInTheDocument();
    expect(screen.queryByText('What the grade is built from')).not.toBeInTheDocument();
  });

  it('names error counts as the errors found, never as the errors the essay has', () => {
    renderEssay('details');
    // The grammar count holds run-ons and small-letter starts the checks do not flag: "found", not "flagged".
    expect(screen.getByText('Grammar errors found')).toBeInTheDocument();
    expect(screen.getByText('Spelling errors found')).toBeInTheDocument();
    expect(screen.queryByText(/errors flagged$/u)).not.toBeInTheDocument();
    expect(screen.queryByText(/^(?:Grammar|Spelling) issues$/u)).not.toBeInTheDocument();
  });

  it('shows each error count as a floor, never as the total the essay holds', () => {
    renderEssay('details');
    // The checks find only part of a text's errors: 4 and 2 found are shown as "at least".
    expect(screen.getByText('at least 4')).toBeInTheDocument();
    expect(screen.getByText('at least 2')).toBeInTheDocument();
  });

  it('structure shows the structure and grammar and style details with badge colours by score', () => {
    renderEssay('details');
    expect(screen.getByText('Paragraphs follow a logical order.')).toBeInTheDocument();
    expect(screen.getByText('Formal and academic')).toBeInTheDocument();
    expect(screen.getByText('72/100')).toHaveClass('bg-primary');
    expect(screen.getByText('64/100')).toHaveClass('bg-secondary');
  });

  it('improvement suggestions show corrections with evidence that jumps to the page, fixes and before/after', async () => {
    const onJump = vi.fn();
    renderEssay('recommendations', { onJump });
    expect(screen.getByText('Fix subject-verb agreement.')).toBeInTheDocument();
    expect(screen.getByText('the data show')).toBeInTheDocument();
    expect(screen.getByText('Rewrite the conclusion without new claims.')).toBeInTheDocument();
    expect(screen.getByText(/cut household energy bills/)).toBeInTheDocument();
    expect(upgradeLinks()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Show on page 2: the data shows' }));
    expect(onJump).toHaveBeenCalledWith({ page: 2, quote: 'the data shows' });
  });

  it('lists a correction the engine repeats (same place, same error) once per finding, without a duplicate key', () => {
    const keyWarnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [correction] = essaySample.grammarAndStyle.specificCorrections;
    if (!correction) throw new Error('the sample has a correction');
    const [example] = essaySample.modelAnswerExamples;
    if (!example) throw new Error('the sample has a model answer');
    const analysis: EssayAnalysis = {
      ...essaySample,
      grammarAndStyle: {
        ...essaySample.grammarAndStyle,
        specificCorrections: [correction, { ...correction, evidence: { page: 3, quote: 'the data shows' } }],
      },
      actionableFixes: ['Cite the survey.', 'Cite the survey.'],
      modelAnswerExamples: [example, example],
    };
    renderEssay('recommendations', { analysis });
    expect(screen.getAllByText('the data show')).toHaveLength(2);
    expect(screen.getAllByText('Cite the survey.')).toHaveLength(2);
    const warnings = keyWarnings.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((warning) => warning.includes('same key'))).toEqual([]);
  });

  it('shows evidence as a plain quotation with its page when no jump callback is given', () => {
    renderEssay('recommendations');
    expect(screen.queryByRole('button', { name: /Show on page/ })).not.toBeInTheDocument();
    const quote = screen.getByText('the data shows', { selector: 'q' });
    expect(quote.closest('blockquote')).toHaveTextContent('(page 2)');
  });

  it('writing metrics show critical thinking, citation quality from plagiarism risk, the format guide and readability', () => {
    renderEssay('insights');
    expect(screen.getByText('Counter-arguments are acknowledged but not refuted.')).toBeInTheDocument();
    const citation = screen.getByRole('heading', { name: 'Citation Quality' }).parentElement as HTMLElement;
    expect(within(citation).getByText('65/100')).toBeInTheDocument();
    for (const style of ['APA', 'MLA', 'Chicago', 'Harvard']) {
      expect(screen.getByRole('heading', { name: new RegExp(`^${style}`) })).toBeInTheDocument();
    }
    expect(screen.getByText('Flesch–Kincaid grade level: 13.4')).toBeInTheDocument();
    expect(screen.getByText(/Subsidies accelerate the energy transition more than/)).toBeInTheDocument();
  });

  it.each([
    ['low', '85/100'],
    ['medium', '65/100'],
    ['high', '35/100'],
  ] as const)('maps plagiarism risk %s to citation quality %s', (plagiarismRisk, shown) => {
    const analysis = { ...essaySample, citationCheck: { ...essaySample.citationCheck, plagiarismRisk } };
    renderEssay('insights', { analysis });
    const citation = screen.getByRole('heading', { name: 'Citation Quality' }).parentElement as HTMLElement;
    expect(within(citation).getByText(shown)).toBeInTheDocument();
  });

  it('free plan: shows what the server kept, the full improvement count and an upgrade prompt to /pricing', () => {
    renderEssay('recommendations', { analysis: redactedEssaySample, plan: 'free' });
    expect(screen.getByText('Fix subject-verb agreement.')).toBeInTheDocument();
    expect(upgradeLinks()[0]).toHaveAttribute('href', '/pricing');
  });

  it('free plan: the overview counts every improvement, not just the kept teasers', () => {
    renderEssay('overview', { analysis: redactedEssaySample, plan: 'free' });
    expect(screen.getByText('Improvements').nextSibling).toHaveTextContent('9');
  });

  it('free plan: metrics without their feedback still render the scores', () => {
    renderEssay('insights', { analysis: redactedEssaySample, plan: 'free' });
    const citation = screen.getByRole('heading', { name: 'Citation Quality' }).parentElement as HTMLElement;
    expect(within(citation).getByText('35/100')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Critical Thinking' }).parentElement).toHaveTextContent('70/100');
  });

  it('says when there are no improvement suggestions', () => {
    const analysis: EssayAnalysis = {
      ...essaySample,
      detailedImprovements: { immediate: [], contentEnhancements: [], writingMechanics: [], researchSuggestions: [] },
      grammarAndStyle: { ...essaySample.grammarAndStyle, specificCorrections: [] },
      actionableFixes: [],
      modelAnswerExamples: [],
    };
    renderEssay('recommendations', { analysis });
    expect(screen.getByText('No specific improvement suggestions available')).toBeInTheDocument();
  });

  it('says the analysis is not available when the grade is missing', () => {
    const analysis = { ...essaySample, overallGrade: undefined } as unknown as EssayAnalysis;
    renderEssay('overview', { analysis });
    expect(screen.getByText('Essay analysis data not available')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * What the user is told of an essay's sources: quoting a source and citing its pages is what the
 * writer is asked to do and raises no plagiarism risk, its quotations and bracketed pages are
 * counted, and a title in quotation marks is no quotation. The essays are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;

describe('the plagiarism risk and the citations line', () => {
  it('says low risk, not none found, for an essay that quotes a source and cites its pages', async () => {
    const text = [
      'Cities should plant more trees along their streets.',
      'The planner writes that "shade from a single oak can cool a pavement by several degrees" (p. 12).',
      'Cooler streets mean fewer people fall ill in a heat wave, since the elderly suffer most from heat.',
      'Trees also take up rain that would otherwise flood the drains (p. 14).',
      'For these reasons every city should plant a tree on each block.',
    ].join(' ');
    const { citationCheck, summary } = await analyzeEssay(text, {
      ...level,
      subject: 'Should cities plant more trees?',
    });
    expect(citationCheck.plagiarismRisk).toBe('low');
    expect(summary.join(' ')).not.toMatch(/Citations: none found/u);
    expect(summary.join(' ')).toMatch(/2 page or paragraph references in brackets/u);
  });

  it('does not count a title in quotation marks as a quotation', async () => {
    const text = [
      'Cities should plant more trees along their streets.',
      'I read an article called "Green Streets for All" last spring.',
      'Shade cools the pavement, so people can walk to school in summer without getting sick.',
      'Trees also take up rain, which keeps the drains from flooding after a storm.',
      'Every city should plant a tree on each block.',
    ].join(' ');
    const { citationCheck, summary } = await analyzeEssay(text, {
      ...level,
      subject: 'Should cities plant more trees?',
    });
    expect(summary.join(' ')).not.toMatch(/quotation/u);
    expect(citationCheck.plagiarismRisk).toBe('low');
  });
});

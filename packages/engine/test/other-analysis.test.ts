import type { OtherAnalysis, OtherParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { singleLine } from '../src/local/wording';
import { analyzeOtherPages } from './result-checks';
import { MEMO } from './sample-documents';

async function analyzeOther(parameters: OtherParameters, pages = MEMO): Promise<OtherAnalysis> {
  return analyzeOtherPages(pages, parameters);
}

describe('local analysis of other documents', () => {
  it('summarises with sentences taken from the document', async () => {
    const { summary, keyInsights } = await analyzeOther({});
    expect(summary[0]).toMatch(/^1 page, \d+ words; main topics: /u);
    const text = singleLine(MEMO[0]?.text ?? '');
    for (const line of summary.slice(1)) expect(text).toContain(line);
    expect(keyInsights.length).toBeGreaterThanOrEqual(3);
    for (const insight of keyInsights) {
      expect(insight.description).toContain(singleLine(insight.evidence?.quote ?? 'no evidence'));
    }
  });

  it('checks that the opening states the purpose the user gave', async () => {
    const offPurpose = await analyzeOther({ documentPurpose: 'budget request for roof repair' });
    expect(offPurpose.recommendations[0]).toMatchObject({ title: 'State the purpose early', impact: 'high' });
    const onPurpose = await analyzeOther({ documentPurpose: 'quarterly facilities update' });
    expect(onPurpose.recommendations.map((item) => item.title)).not.toContain('State the purpose early');
    expect(onPurpose.overallAssessment.score).toBeGreaterThan(offPurpose.overallAssessment.score);
  });

  it('says when a document is too short to make its point', async () => {
    const result = await analyzeOther({}, [{ pageNumber: 1, text: 'Meeting moved to Tuesday at noon.' }]);
    expect(result.recommendations.map((item) => item.title)).toContain('Add detail');
  });
});

import type { PlanId } from '@doclens/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';
import { contractAnalysis, cvAnalysis, essayAnalysis, otherAnalysis, PAID_DETAIL } from './documents-sample-analyses';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

/** A user on `plan` with one completed document of each type. */
async function userWithAnalyses(plan: PlanId) {
  const { user, cookie } = await harness.signIn(plan);
  const completed = { owner: user, status: 'completed', processingStage: null } as const;
  const contract = await harness.storeDocument({ ...completed, documentType: 'contract', analysis: contractAnalysis });
  await harness.storeDocument({ ...completed, documentType: 'essay', analysis: essayAnalysis });
  await harness.storeDocument({ ...completed, documentType: 'cv', analysis: cvAnalysis });
  await harness.storeDocument({ ...completed, documentType: 'other', analysis: otherAnalysis });
  return { cookie, contract };
}

const finding = contractAnalysis.keyFindings[0];
const improvement = contractAnalysis.recommendations.contractImprovements[0];

describe('calling the API directly', () => {
  it('a free user never gets a finding’s description or quote, a recommendation, or the industry context', async () => {
    const { cookie, contract } = await userWithAnalyses('free');
    const list = await harness.api({ url: '/api/documents?limit=1000', cookie });
    const detail = await harness.api({ url: `/api/documents/${contract.id}`, cookie });

    for (const response of [list, detail]) {
      expect(response.statusCode).toBe(200);
      for (const secret of [
        finding?.description,
        finding?.quotedText,
        finding?.recommendation,
        improvement?.issue,
        contractAnalysis.industryContext.marketAnalysis,
        PAID_DETAIL,
      ]) {
        expect(response.body).not.toContain(secret);
      }
      expect(response.body).not.toContain('industryContext');
    }
    expect(detail.json().analysis).toMatchObject({
      redacted: true,
      upgradeRequired: 'pro',
      riskAssessment: { overall: 'high', overallScore: 72, highRisk: 2, mediumRisk: 1, lowRisk: 0 },
      counts: { keyTermsCount: 4, recommendationsCount: 3 },
      keyFindings: [{ type: 'high', title: finding?.title }, expect.anything(), expect.anything()],
    });
  });

  it('a pro user sees an upload claimed while at the limit (counted in no month) as the preview it was', async () => {
    const { user, cookie } = await harness.signIn('pro');
    const preview = await harness.storeDocument({
      owner: user,
      usagePeriod: null,
      status: 'completed',
      processingStage: null,
      documentType: 'contract',
      analysis: contractAnalysis,
    });
    const detail = await harness.api({ url: `/api/documents/${preview.id}`, cookie });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().analysis).toMatchObject({ redacted: true, upgradeRequired: 'pro' });
    expect(detail.body).not.toContain(PAID_DETAIL);
  });

  it.each(['pro', 'enterprise'] as const)('a %s user gets the full analysis', async (plan) => {
    const { cookie, contract } = await userWithAnalyses(plan);
    const detail = await harness.api({ url: `/api/documents/${contract.id}`, cookie });
    expect(detail.json().analysis).toEqual(contractAnalysis);
    for (const secret of [finding?.description, finding?.quotedText, improvement?.issue, 'industryContext']) {
      expect(detail.body).toContain(secret);
    }
  });

  it('lists documents without their analyses, saying which have one', async () => {
    const { cookie } = await userWithAnalyses('pro');
    const list = await harness.api({ url: '/api/documents?limit=1000', cookie });
    const documents = list.json().documents as Array<Record<string, unknown>>;
    expect(documents).toHaveLength(4);
    for (const document of documents) {
      expect(document).not.toHaveProperty('analysis');
      expect(document.hasAnalysis).toBe(true);
    }
    expect(list.body).not.toContain(finding?.description);
  });
});

import type { DocumentPreview } from '@doclens/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimCookie, createDocumentsHarness, type DocumentsHarness, newClaimToken } from './documents-harness';
import { contractAnalysis, cvAnalysis, essayAnalysis, otherAnalysis, PAID_DETAIL } from './documents-sample-analyses';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

const completed = { status: 'completed', processingStage: null, processingTimeMs: 5300 } as const;

async function previewOf(id: number, cookie?: string) {
  return harness.api({ url: `/api/documents/${id}/preview`, ...(cookie ? { cookie } : {}) });
}

describe('GET /api/documents/:id/preview', () => {
  it('a contract: risk counts, key terms and recommendations as numbers, never the findings', async () => {
    const { user, cookie } = await harness.signIn('pro');
    const stored = await harness.storeDocument({
      owner: user,
      ...completed,
      originalName: 'Distribution.pdf',
      documentType: 'contract',
      analysis: contractAnalysis,
      riskLevel: 'high',
    });
    const response = await previewOf(stored.id, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentPreview>()).toEqual({
      status: 'completed',
      stage: null,
      filename: 'Distribution.pdf',
      documentType: 'contract',
      processingTime: 5300,
      failureReason: null,
      canRetry: false,
      riskCounts: { high: 2, medium: 1, low: 0, overall: 'high' },
      gradeInfo: null,
      cvScores: null,
      insightCounts: null,
      improvementCounts: null,
      keyTermsCount: 4,
      recommendationsCount: 3,
      summary: contractAnalysis.summary,
    });
    // Counts only, even for a paid plan.
    expect(response.body).not.toContain(PAID_DETAIL);
  });

  it('counts risks by the findings’ levels when the assessment has no lists', async () => {
    const { user, cookie } = await harness.signIn();
    const { riskAssessment, ...rest } = contractAnalysis;
    const stored = await harness.storeDocument({
      owner: user,
      ...completed,
      documentType: 'contract',
      analysis: { ...rest, riskAssessment: { overall: riskAssessment.overall } },
    });
    expect((await previewOf(stored.id, cookie)).json<DocumentPreview>().riskCounts).toEqual({
      high: 1,
      medium: 2,
      low: 0,
      overall: 'high',
    });
  });

  it('an essay: grade and improvement counts', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({
      owner: user,
      ...completed,
      documentType: 'essay',
      analysis: essayAnalysis,
    });
    expect((await previewOf(stored.id, cookie)).json<DocumentPreview>()).toMatchObject({
      gradeInfo: { overallGrade: 'B+', score: 78 },
      improvementCounts: { grammar: 3, improvements: 12, critical: 0, enhancements: 0, total: 15 },
      riskCounts: null,
    });
  });

  it('a CV: the three scores and the critical fixes and enhancements', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, ...completed, documentType: 'cv', analysis: cvAnalysis });
    expect((await previewOf(stored.id, cookie)).json<DocumentPreview>()).toMatchObject({
      cvScores: { overall: 74, atsCompatibility: 80, firstImpression: 68 },
      improvementCounts: { grammar: 1, improvements: 0, critical: 2, enhancements: 2, total: 5 },
    });
  });

  it('another kind: insight counts, and a summary whose items may be objects', async () => {
    const { user, cookie } = await harness.signIn();
    const summary = ['Monthly statement.', { score: 64, strength: 'Savings', weakness: 'Fees' }];
    const stored = await harness.storeDocument({
      owner: user,
      ...completed,
      documentType: 'other',
      analysis: { ...otherAnalysis, summary },
    });
    expect((await previewOf(stored.id, cookie)).json<DocumentPreview>()).toMatchObject({
      insightCounts: { keyInsights: 2, recommendations: 3, total: 5 },
      recommendationsCount: 3,
      summary,
    });
  });

  it('while processing: the status and stage, and no counts yet', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({
      owner: user,
      status: 'processing',
      processingStage: 'analyzing',
      documentType: 'contract',
    });
    expect((await previewOf(stored.id, cookie)).json<DocumentPreview>()).toMatchObject({
      status: 'processing',
      stage: 'analyzing',
      riskCounts: null,
      keyTermsCount: 0,
      summary: null,
    });
  });
});

describe('an anonymous upload’s preview', () => {
  it('is readable by the uploading browser only', async () => {
    const token = newClaimToken();
    const stored = await harness.storeDocument({
      claimToken: token,
      ...completed,
      originalName: 'visitor-lease.pdf',
      documentType: 'contract',
      analysis: contractAnalysis,
    });

    const fromUploader = await previewOf(stored.id, claimCookie(token));
    expect(fromUploader.statusCode).toBe(200);
    expect(fromUploader.json<DocumentPreview>()).toMatchObject({ filename: 'visitor-lease.pdf', keyTermsCount: 4 });

    const fromAnotherBrowser = await previewOf(stored.id, claimCookie(newClaimToken()));
    expect(fromAnotherBrowser.statusCode).toBe(404);
    expect(fromAnotherBrowser.json()).toEqual({ message: 'Document not found' });

    const signedIn = await harness.signIn('enterprise');
    const fromAnAccount = await previewOf(stored.id, signedIn.cookie);
    expect(fromAnAccount.statusCode).toBe(404);
    expect(fromAnAccount.body).not.toContain('visitor-lease');

    const withNoCookie = await previewOf(stored.id);
    expect(withNoCookie.statusCode).toBe(401);
    expect(withNoCookie.body).not.toContain('visitor-lease');
  });

  it('the uploading browser reads the detail too, redacted as for the free plan', async () => {
    const token = newClaimToken();
    const stored = await harness.storeDocument({
      claimToken: token,
      ...completed,
      documentType: 'contract',
      analysis: contractAnalysis,
    });
    const response = await harness.api({ url: `/api/documents/${stored.id}`, cookie: claimCookie(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ analysis: { redacted: true, upgradeRequired: 'pro' } });
    expect(response.body).not.toContain(PAID_DETAIL);
  });
});

import { analysisResultSchema, type ContractAnalysis, type EssayAnalysis } from '@doclens/api';
import { findUserById } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILURE_REASONS } from '../src/failure-reasons';
import { type AnalysisHarness, createAnalysisHarness } from './analysis-harness';

const CONTRACT_PAGES = [
  {
    pageNumber: 1,
    text: `CONSULTING AGREEMENT

1. Services. The Consultant shall provide marketing services to the Client.

2. Non-Competition. For two (2) years after termination, the Consultant shall not, directly or indirectly, engage in any business that competes with the Client anywhere in the world.`,
  },
  {
    pageNumber: 2,
    text: `3. Indemnification. The Consultant shall indemnify and hold harmless the Client from any and all claims arising from the Services.

4. Governing Law. This Agreement shall be governed by the laws of the State of Texas.`,
  },
];

const ESSAY_PAGES = [
  {
    pageNumber: 1,
    text: `School Uniforms

Many schools require uniforms. I believe uniforms should be optional because students learn to express themselves and make their own choices.

First, clothing is a form of expression. For example, students who choose their clothes feel more confident in class.

However, some people argue that uniforms reduce bullying. This may be true in some cases, but kindness is taught by teachers, not by clothes.

In conclusion, schools should let students choose what to wear while keeping a simple dress code.`,
  },
];

describe('analysis worker', () => {
  let harness: AnalysisHarness;

  beforeAll(async () => {
    harness = await createAnalysisHarness();
    await harness.startService();
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  it('completes a contract with its analysis, derived columns and processing time', async () => {
    const owner = await harness.createUser();
    const document = await harness.createDocumentToAnalyze({
      ownerId: owner.id,
      documentType: 'contract',
      analysisParameters: { role: 'service-provider' },
      pages: CONTRACT_PAGES,
      startedMsAgo: 2000,
    });

    const job = await harness.waitForJob(await harness.enqueue(document.id, 1));
    expect(job).toMatchObject({ state: 'completed', returnvalue: { analyzed: true, documentType: 'contract' } });

    const stored = await harness.document(document.id);
    expect(stored).toMatchObject({ status: 'completed', processingStage: null, failureReason: null });
    expect(stored.completedAt).toBeInstanceOf(Date);
    const analysis = analysisResultSchema.parse(stored.analysis) as ContractAnalysis;
    expect(analysis.analysisParameters).toEqual({ role: 'service-provider' });
    expect(analysis.keyFindings.find((finding) => finding.title === 'Non-compete')?.type).toBe('high');
    expect(stored.riskLevel).toBe(analysis.riskAssessment.overall);
    expect(stored.overallScore).toBe(analysis.riskAssessment.overallScore);
    expect(stored.overallGrade).toBeNull();
    expect(stored.processingTimeMs).toBeGreaterThanOrEqual(2000);
    expect(stored.processingTimeMs).toBeLessThan(60_000);
    expect((await findUserById(harness.db, owner.id))?.documentsProcessed).toBe(1);
  });

  it('stores an essay’s letter grade in the grade column', async () => {
    const document = await harness.createDocumentToAnalyze({
      documentType: 'essay',
      analysisParameters: { academicLevel: 'high-school' },
      pages: ESSAY_PAGES,
    });

    await harness.waitForJob(await harness.enqueue(document.id, 1));
    const stored = await harness.document(document.id);
    const analysis = stored.analysis as EssayAnalysis;
    expect(stored.status).toBe('completed');
    expect(stored.overallGrade).toBe(analysis.overallGrade.grade);
    expect(stored.overallScore).toBe(analysis.overallGrade.score);
    expect(stored.riskLevel).toBeNull();
    expect(analysis.argumentClarity.thesisEvidence?.quote).toBe(
      'I believe uniforms should be optional because students learn to express themselves and make their own choices.',
    );
  });

  it('leaves the document alone when the job belongs to another attempt', async () => {
    const document = await harness.createDocumentToAnalyze({
      documentType: 'other',
      analysisParameters: {},
      pages: [{ pageNumber: 1, text: 'The library opens at nine on weekdays and at ten on Saturdays.' }],
    });

    const job = await harness.waitForJob(await harness.enqueue(document.id, 2));
    expect(job).toMatchObject({
      state: 'completed',
      attemptsMade: 1,
      returnvalue: { analyzed: false, reason: 'stale' },
    });
    expect(await harness.document(document.id)).toMatchObject({
      status: 'processing',
      processingStage: 'analyzing',
      analysis: null,
      processingTimeMs: null,
    });
  });

  it('does not analyse a document again once it is completed', async () => {
    const document = await harness.createDocumentToAnalyze({
      documentType: 'other',
      analysisParameters: {},
      pages: [{ pageNumber: 1, text: 'Minutes of the parish council meeting held in the village hall.' }],
    });
    await harness.waitForJob(await harness.enqueue(document.id, 1));
    const first = await harness.document(document.id);

    // The same work delivered again (a reconciler re-enqueue after a crash) finds it done.
    const jobId = await harness.enqueue(document.id, 1, { jobId: `redelivered-${document.id}` });
    expect((await harness.waitForJob(jobId)).returnvalue).toEqual({ analyzed: false, reason: 'stale' });
    expect(await harness.document(document.id)).toEqual(first);
  });

  it('fails a document without text, with a reason the user can read', async () => {
    const document = await harness.createDocumentToAnalyze({
      documentType: 'contract',
      analysisParameters: { role: 'tenant' },
      pages: [{ pageNumber: 1, text: '   \n ' }],
    });

    const job = await harness.waitForJob(await harness.enqueue(document.id, 1));
    expect(job).toMatchObject({ state: 'completed', returnvalue: { analyzed: false, reason: 'failed' } });
    expect(await harness.document(document.id)).toMatchObject({
      status: 'failed',
      processingStage: null,
      failureReason: 'No text was extracted from this document. Upload a PDF with selectable text.',
      failureRetryable: false,
      analysis: null,
    });
  });

  it('fails a document whose stored analysis settings are not valid', async () => {
    const document = await harness.createDocumentToAnalyze({
      documentType: 'cv',
      analysisParameters: { perspective: 'astrologer' },
      pages: [{ pageNumber: 1, text: 'Experience\nLed a team of five engineers.' }],
    });

    await harness.waitForJob(await harness.enqueue(document.id, 1));
    expect(await harness.document(document.id)).toMatchObject({
      status: 'failed',
      failureReason: FAILURE_REASONS.invalidParameters,
    });
  });
});

import type { AnswerResult } from '@doclens/api';
import {
  findQuestion,
  insertGeneratedDocument,
  insertQuestion,
  type QuestionRow,
  updateOwnedGeneratedDocument,
} from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalysisHarness, createAnalysisHarness } from './analysis-harness';

/** A generated draft as the editor stores it: HTML, one clause per paragraph. */
const DRAFT_HTML = [
  '<h1 style="text-align: center">Service Agreement</h1>',
  '<h2>3. Fees and Payment</h2>',
  '<p>The Client shall pay the Service Provider $2,500 per month for the Services.</p>',
  '<h2>10. Governing Law</h2>',
  '<p>This Agreement shall be governed by and construed in accordance with the laws of the State of California, without regard to its conflict of laws rules.</p>',
].join('\n');

let harness: AnalysisHarness;

beforeAll(async () => {
  harness = await createAnalysisHarness();
  await harness.startService();
});

afterAll(async () => {
  await harness?.dispose();
});

async function askAbout(generatedDocumentId: number, userId: string, question: string): Promise<QuestionRow> {
  const row = await insertQuestion(harness.db, { generatedDocumentId, userId, question });
  const jobId = await harness.enqueueAnswer(row.id);
  await harness.waitForJob(jobId);
  const answered = await findQuestion(harness.db, row.id);
  if (!answered) throw new Error('the question disappeared');
  return answered;
}

describe('Ask AI on a generated draft', () => {
  it("answers from the draft's text as saved, citing the clause on its one page", async () => {
    const owner = await harness.createUser();
    const draft = await insertGeneratedDocument(harness.db, {
      ownerId: owner.id,
      title: 'Service Agreement',
      documentType: 'Service Agreement',
      templateId: 'service-agreement',
      parameters: {},
      generatedContent: DRAFT_HTML,
      countedAt: null,
    });
    const first = await askAbout(draft.id, owner.id, 'Which law governs this agreement?');
    expect(first.status).toBe('answered');
    const answer = first.answer as unknown as AnswerResult;
    expect(answer.found).toBe(true);
    expect(answer.answer).toContain('California');
    expect(answer.citations).toContainEqual({
      page: 1,
      quote: expect.stringContaining(
        'governed by and construed in accordance with the laws of the State of California',
      ),
    });

    // The user edits the draft: the next answer reads the text they saved, not the generated one.
    await updateOwnedGeneratedDocument(harness.db, owner.id, draft.id, {
      generatedContent: DRAFT_HTML.replace('the State of California', 'England and Wales'),
    });
    const second = await askAbout(draft.id, owner.id, 'Which law governs this agreement?');
    const edited = second.answer as unknown as AnswerResult;
    expect(edited.answer).toContain('England and Wales');
    expect(edited.answer).not.toContain('California');
  });
});

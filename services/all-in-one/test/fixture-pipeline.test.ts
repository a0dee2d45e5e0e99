import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analysisResultSchema } from '@doclens/api';
import { FIXTURES_DIR as FIXTURES, fixturesPresent as present } from '@doclens/testing/shared-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPipeline, startRunningPipeline } from './running-pipeline';

const TYPED_FOLDERS = { contracts: 'contract', cvs: 'cv', essays: 'essay' } as const;
/**
 * Every fifth real document of each folder goes through the services: the pipeline is the same for
 * each, and every fixture PDF is extracted and analysed at the engine's level by
 * `packages/engine/test/result-validity.test.ts` (and all of them, through the running system, by
 * `npm run pipeline --workspace bench`).
 */
const SAMPLE_EVERY = 5;

function pdfsIn(folder: string): string[] {
  return readdirSync(join(FIXTURES, folder))
    .filter((name) => name.toLowerCase().endsWith('.pdf'))
    .sort();
}

/**
 * The pipeline's acceptance run: real documents of every type go through upload → object store →
 * extraction worker → analysis worker, and every broken one ends with a specific reason.
 */
describe.skipIf(!present)('real fixture PDFs through the running services', () => {
  let pipeline: RunningPipeline;

  beforeAll(async () => {
    pipeline = await startRunningPipeline();
  });

  afterAll(async () => {
    await pipeline?.stop();
  });

  async function uploadAndSettle(folder: string, name: string, documentType: string) {
    const response = await pipeline.upload(name, readFileSync(join(FIXTURES, folder, name)), documentType);
    expect(response.status, `${folder}/${name} upload`).toBe(200);
    const { documentId } = (await response.json()) as { documentId: number };
    return pipeline.waitUntilSettled(documentId);
  }

  for (const [folder, documentType] of Object.entries(TYPED_FOLDERS)) {
    it(`completes every fifth ${folder} PDF with a ${documentType} analysis of the right shape`, async () => {
      const outcomes: Record<string, string> = {};
      for (const name of pdfsIn(folder).filter((_, index) => index % SAMPLE_EVERY === 0)) {
        const state = await uploadAndSettle(folder, name, documentType);
        const parsed = analysisResultSchema.safeParse(state.analysis);
        outcomes[name] =
          state.status === 'completed' && parsed.success && parsed.data.documentType === documentType
            ? 'completed'
            : `${state.status}: ${state.failureReason ?? parsed.error?.message}`;
      }
      expect(Object.values(outcomes).length).toBeGreaterThanOrEqual(4);
      expect(outcomes).toEqual(Object.fromEntries(Object.keys(outcomes).map((name) => [name, 'completed'])));
    }, 240_000);
  }

  it('ends every damaged, encrypted or empty PDF as its label says, and keeps serving', async () => {
    const labels = JSON.parse(readFileSync(join(FIXTURES, 'pdfs', 'labels.json'), 'utf8')) as Record<string, string>;
    for (const [name, label] of Object.entries(labels)) {
      const response = await pipeline.upload(name, readFileSync(join(FIXTURES, 'pdfs', name)), 'other');
      if (response.status === 400) {
        // Without a %PDF- header the bytes are not a PDF: refused before anything is stored.
        expect(label, name).toMatch(/^damaged: no header/);
        expect(await response.json()).toEqual({ message: 'Only PDF files are allowed' });
        continue;
      }
      expect(response.status, name).toBe(200);
      const state = await pipeline.waitUntilSettled(((await response.json()) as { documentId: number }).documentId);
      const outcome = `${name} (${label}) → ${state.status}: ${state.failureReason ?? ''}`;
      if (label.startsWith('encrypted')) {
        expect(state.failureReason, outcome).toMatch(/password-protected/);
      } else if (label.endsWith('no text')) {
        expect(state.failureReason, outcome).toMatch(/No text found/);
      } else if (label.startsWith('damaged')) {
        // A damaged file either fails as damaged (or as textless), or completes from the text a
        // PDF viewer also recovers from it: never an analysis of nothing.
        if (state.status === 'completed') expect(state.extractedText?.trim(), outcome).toBeTruthy();
        else expect(state.failureReason, outcome).toMatch(/damaged|No text found/);
      } else {
        expect(state.status, outcome).toMatch(/completed|failed/);
      }
    }
    // The workers are still serving after all of that.
    const contract = pdfsIn('contracts')[0] ?? '';
    expect((await uploadAndSettle('contracts', contract, 'contract')).status).toBe('completed');
  }, 240_000);
});

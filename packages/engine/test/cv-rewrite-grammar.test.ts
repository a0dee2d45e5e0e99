import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractPdfText } from '@doclens/pdf';
import { describe, expect, it } from 'vitest';
import { rewriteAsAchievement } from '../src/local/cv/achievement-rewrite';
import { rewriteErrors } from '../src/local/cv/checked-rewrite';
import { experienceStatements } from '../src/local/cv/experience-statements';
import { splitLines } from '../src/text/lines';
import { FIXTURES_DIR, fixtureSuiteTitle, fixturesPresent } from './fixtures-dir';

const LIMITS = { maxPages: 50, planName: 'free', timeoutMs: 30_000, maxMemoryMb: 256 } as const;
const CORPUS_CVS = join(FIXTURES_DIR, '..', 'corpus', 'cvs');
/** Every 16th corpus CV keeps the test within npm test's time; the quality report reads all of them. */
const CORPUS_STEP = 16;

function pdfsIn(dir: string, step = 1): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.pdf'))
    .sort()
    .filter((_, index) => index % step === 0)
    .map((file) => join(dir, file));
}

/** Every experience line of the CVs whose rewrite the grammar check finds a new error in. */
async function rewritesWithNewErrors(paths: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    const outcome = await extractPdfText(readFileSync(path), LIMITS);
    if (!outcome.ok) continue;
    for (const { line } of experienceStatements(splitLines(outcome.pages))) {
      const rewrite = rewriteAsAchievement(line.text);
      if (rewrite === undefined) continue;
      const errors = await rewriteErrors(line.text, rewrite);
      if (errors.length > 0) failures.push(`${line.text} → ${rewrite}: ${errors.join(', ')}`);
    }
  }
  return failures;
}

describe.skipIf(!fixturesPresent)(fixtureSuiteTitle('CV rewrites pass the grammar check'), () => {
  it('adds no grammar error to any experience line of the fixture CVs', async () => {
    expect(await rewritesWithNewErrors(pdfsIn(join(FIXTURES_DIR, 'cvs')))).toEqual([]);
  }, 300_000);

  it.skipIf(!existsSync(CORPUS_CVS))(
    'adds no grammar error to any experience line of sampled corpus CVs',
    async () => {
      expect(await rewritesWithNewErrors(pdfsIn(CORPUS_CVS, CORPUS_STEP))).toEqual([]);
    },
    300_000,
  );
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractPdfText } from '@doclens/pdf';
import { FIXTURES_DIR, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { describe, expect, it } from 'vitest';
import { rewriteAsAchievement } from '../src/local/cv/achievement-rewrite';
import { rewriteErrors } from '../src/local/cv/checked-rewrite';
import { experienceStatements } from '../src/local/cv/experience-statements';
import { splitLines } from '../src/text/lines';

const LIMITS = { maxPages: 50, planName: 'free', timeoutMs: 30_000, maxMemoryMb: 256 } as const;

// The corpus CVs are checked the same way by the quality report (`npm run quality`), which reads all of them.
function pdfsIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.pdf'))
    .sort()
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

describe.skipIf(!fixturesPresent)('CV rewrites pass the grammar check', () => {
  it('adds no grammar error to any experience line of the fixture CVs', async () => {
    expect(await rewritesWithNewErrors(pdfsIn(join(FIXTURES_DIR, 'cvs')))).toEqual([]);
  }, 300_000);
});

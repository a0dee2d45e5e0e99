import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The team's real documents beside the repository (`../shared/fixtures`), never copied into it:
 * most have licences that forbid it. A plain clone has no `../shared`; CI has it.
 */
export const FIXTURES_DIR = fileURLToPath(new URL('../../../../shared/fixtures/', import.meta.url));

/** Gate every test that reads FIXTURES_DIR with `describe.skipIf(!fixturesPresent)` or `it.skipIf(!fixturesPresent)`. */
export const fixturesPresent = existsSync(FIXTURES_DIR);

export function fixturePath(path: string): string {
  return join(FIXTURES_DIR, path);
}

export function readFixture(path: string): Promise<Buffer> {
  return readFile(fixturePath(path));
}

const ANNOUNCED_ENV = 'DOCLENS_MISSING_FIXTURES_ANNOUNCED';

/**
 * Said once per test run, by the global setup, so a skipped suite is never a silent one. Every
 * project of a run has that global setup, all in vitest's main process: the environment remembers.
 */
export function announceMissingFixtures(): void {
  if (fixturesPresent || process.env[ANNOUNCED_ENV] === '1') return;
  process.env[ANNOUNCED_ENV] = '1';
  process.stderr.write(
    `${FIXTURES_DIR} is absent: the tests that need the team's real CVs, essays and damaged PDFs are skipped ` +
      '(a plain clone has none; CI has them). Everything else runs on documents the repository ships or generates.\n',
  );
}

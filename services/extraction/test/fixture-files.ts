import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared real documents beside the repository (`../shared/fixtures`); never copied into it. */
export const FIXTURES_DIR = fileURLToPath(new URL('../../../../shared/fixtures/', import.meta.url));
export const fixturesPresent = existsSync(FIXTURES_DIR);

/** A suite title that says, in the report and on stderr, why the suite was skipped. */
export function needsFixtures(title: string): string {
  if (fixturesPresent) return title;
  process.stderr.write(`skipping "${title}": ${FIXTURES_DIR} is absent\n`);
  return `${title} (skipped: ${FIXTURES_DIR} is absent)`;
}

export function readFixture(path: string): Promise<Buffer> {
  return readFile(join(FIXTURES_DIR, path));
}

export const FIXTURE = {
  /** 7 pages. */
  shortContract:
    'contracts/HertzGroupRealtyTrustInc_20190920_S-11A_EX-10.8_11816941_EX-10.8_Trademark_License_Agreement.pdf',
  /** 106 pages: several seconds of parsing, and over the free plan's page limit. */
  longContract: 'contracts/VerizonAbsLlc_20200123_8-K_EX-10.4_11952335_EX-10.4_Service_Agreement.pdf',
  passwordProtected: 'pdfs/issue6010_1.pdf',
  damaged: 'pdfs/bug1020226.pdf',
} as const;

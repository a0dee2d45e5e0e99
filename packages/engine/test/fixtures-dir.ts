import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shared real documents beside the repository (`../shared/fixtures`); never copied into it. */
export const FIXTURES_DIR = fileURLToPath(new URL('../../../../shared/fixtures/', import.meta.url));

export const fixturesPresent = existsSync(FIXTURES_DIR);

/** A suite title that says, in the report and on stderr, why the suite was skipped. */
export function fixtureSuiteTitle(title: string): string {
  if (fixturesPresent) return title;
  process.stderr.write(`skipping "${title}": ${FIXTURES_DIR} is absent\n`);
  return `${title} (skipped: ${FIXTURES_DIR} is absent)`;
}

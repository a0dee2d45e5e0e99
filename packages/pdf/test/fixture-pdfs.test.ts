import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIXTURES_DIR, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { describe, expect, it } from 'vitest';
import { extractPdfText, type PdfExtractionOutcome } from '../src/index';

const PDFS_DIR = join(FIXTURES_DIR, 'pdfs');
const LIMITS = { maxPages: 50, planName: 'free', timeoutMs: 30_000, maxMemoryMb: 256 };

type Expected = { reason: 'password_protected' | 'damaged' | 'no_text' } | { text: string };

/**
 * What each label means for the person who uploaded the file.
 * - encrypted with a user password → password_protected;
 * - opens without a password but shows no text → no_text;
 * - damaged: a file pdf.js cannot open → damaged. A damaged file whose text pdf.js recovers (as
 *   every PDF viewer does with a broken cross-reference table) completes with that text: the text
 *   is really in the file, so nothing is invented. The expected text is what the page shows.
 */
function expectationFor(file: string, label: string): Expected {
  if (label.startsWith('encrypted')) return { reason: 'password_protected' };
  if (label.endsWith('no text')) return { reason: 'no_text' };
  if (label.startsWith('damaged')) return DAMAGED_BUT_READABLE[file] ?? { reason: 'damaged' };
  if (file === 'print_protection.pdf') {
    // Labelled "permissions only: opens without a password", but its user password is not empty:
    // the /U entry verifies against "password" (and /O against "1234"), not against "". No reader
    // opens it without asking, and pdf.js' own viewer test types a password for it.
    return { reason: 'password_protected' };
  }
  throw new Error(`No expectation for ${file} (${label}): decide what a user should see, then add it here`);
}

const DAMAGED_BUT_READABLE: Record<string, Expected> = {
  'bug1606566.pdf': { text: 'Bug 1606566' },
  'helloworld-bad.pdf': { text: 'Hello, world!' },
  'issue1293r.pdf': { text: 'Issue 1293' },
  'issue6069.pdf': { text: 'Missing value for startxref and junk before magic header' },
  'scan-bad.pdf': { text: 'pdf.js' },
  'xref_command_missing.pdf': { text: 'Reduced test-case' },
  // Fuzzed into an invalid xref, but its one page really has an empty content stream.
  'GHOSTSCRIPT-698804-1-fuzzed.pdf': { reason: 'no_text' },
};

async function labels(): Promise<Record<string, string>> {
  return JSON.parse(await readFile(join(PDFS_DIR, 'labels.json'), 'utf8'));
}

function summary(outcome: PdfExtractionOutcome) {
  return outcome.ok ? { text: outcome.pages.map((page) => page.text).join('\n') } : { reason: outcome.reason };
}

describe.skipIf(!fixturesPresent)('damaged, encrypted and empty fixture PDFs', () => {
  it('ends every labelled PDF with the outcome its label calls for', async () => {
    const labelled = await labels();
    expect(Object.keys(labelled).length).toBeGreaterThanOrEqual(13);
    const results: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const [file, label] of Object.entries(labelled)) {
      expected[file] = expectationFor(file, label);
      results[file] = summary(await extractPdfText(await readFile(join(PDFS_DIR, file)), LIMITS));
    }
    expect(results).toEqual(expected);
  }, 60_000);

  it('gives each failure a message that tells the user what to do', async () => {
    const outcomes = await Promise.all(
      ['issue6010_1.pdf', 'bug1020226.pdf', 'empty.pdf'].map(async (file) =>
        extractPdfText(await readFile(join(PDFS_DIR, file)), LIMITS),
      ),
    );
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.message))).toEqual([
      'This PDF is password-protected. Remove the password and upload it again.',
      'This PDF is damaged and could not be read. Try saving or exporting it as a PDF again, then upload it.',
      'No text found in this PDF. It may be a scanned image, or its text cannot be read; upload a PDF with selectable text.',
    ]);
  });
});

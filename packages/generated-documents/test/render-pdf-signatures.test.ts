import { GENERATION_TEMPLATES } from '@doclens/api';
import { generateFromTemplate } from '@doclens/engine';
import { extractPdfText, stopPdfWorkers } from '@doclens/pdf';
import { afterAll, describe, expect, it } from 'vitest';
import { renderGeneratedPdf, sanitizeGeneratedHtml } from '../src/index';

const LIMITS = { maxPages: 500, planName: 'pro', timeoutMs: 30_000, maxMemoryMb: 512 };
/** Enough leading paragraphs to move the signatures down the page by a line at a time, past its end. */
const SHIFTS = 16;
const SHIFT_LINE = '<p>A clause of one line that moves what follows down the page.</p>';

afterAll(() => stopPdfWorkers());

async function pageTexts(bytes: Buffer): Promise<string[]> {
  const outcome = await extractPdfText(new Uint8Array(bytes), LIMITS);
  if (!outcome.ok) throw new Error(`extraction failed: ${outcome.reason}`);
  return outcome.pages.map((page) => page.text);
}

const count = (text: string, label: string) => text.split(label).length - 1;

/** Each party's block (signature, name and title, date) is whole on one page: its lines are never parted. */
function splitSignatureBlocks(pages: string[]): string[] {
  return pages.flatMap((text, index) =>
    count(text, 'Signature:') === count(text, 'Date:') && count(text, 'Date:') === count(text, 'Name and title:')
      ? []
      : [`page ${index + 1} of ${pages.length}: ${text.replace(/\s+/g, ' ').slice(-160)}`],
  );
}

const signedTemplates = GENERATION_TEMPLATES.filter((template) =>
  generateFromTemplate(template.name, {}).html.includes('Signature:'),
);

describe('PDF export of a signed agreement', () => {
  it('has templates with signature blocks to check', () => {
    expect(signedTemplates.map((template) => template.id)).toContain('nda');
  });

  it.each(signedTemplates.map((template) => [template.name]))(
    '%s: wherever the signatures fall, no page holds part of a signature block',
    async (name) => {
      const html = sanitizeGeneratedHtml(generateFromTemplate(name, { 'Party A': 'Orbital Labs Inc.' }).html);
      const problems: string[] = [];
      for (let shift = 0; shift < SHIFTS; shift++) {
        const pages = await pageTexts(await renderGeneratedPdf(name, SHIFT_LINE.repeat(shift) + html));
        problems.push(...splitSignatureBlocks(pages).map((problem) => `${shift} lines down, ${problem}`));
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it('keeps a heading on the page of the text it heads', async () => {
    const filler = '<p>A paragraph of one line that fills the page.</p>'.repeat(60);
    for (let shift = 0; shift < SHIFTS; shift++) {
      const html = `${SHIFT_LINE.repeat(shift)}${filler}<h2>Signatures</h2><p>Signed by both parties.</p>`;
      const pages = await pageTexts(await renderGeneratedPdf('Heading', html));
      const headed = pages.find((text) => text.includes('Signatures'));
      expect(headed, `${shift} lines down`).toContain('Signed by both parties.');
    }
  }, 120_000);
});

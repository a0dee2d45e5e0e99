import { describe, expect, it } from 'vitest';
import { extractPdfText, type PdfExtractionLimits } from '../src/index';
import { buildTextPdf } from './text-pdf-builder';

const LIMITS: PdfExtractionLimits = { maxPages: 50, planName: 'free', timeoutMs: 20_000, maxMemoryMb: 256 };

// What pdf.js gives for fonts whose codes map to no character: punctuation soup, stray glyphs.
const SYMBOL_SOUP = ['!"#$%&\'*+,-./ :;<=>?@ [\\]^_` {|}~', '#$%&\'*+ ,-./:; <=>?@[ \\]^_`{ |}~!"'];
const ISOLATED_GLYPHS = ['T h e q u i c k b r o w n f o x', 'j u m p s o v e r t h e l a z y d o g'];

describe('a PDF whose text cannot be read', () => {
  it('fails as having no text when every page is noise', async () => {
    const outcome = await extractPdfText(buildTextPdf([SYMBOL_SOUP, ISOLATED_GLYPHS]), LIMITS);
    expect(outcome).toMatchObject({ ok: false, reason: 'no_text' });
    expect(outcome.ok || outcome.message).toMatch(/^No text found in this PDF\. .*cannot be read/);
  });

  it('keeps its readable pages and blanks the unreadable one', async () => {
    const pdf = buildTextPdf([['This Agreement is governed by the laws of Delaware.'], SYMBOL_SOUP]);
    const outcome = await extractPdfText(pdf, LIMITS);
    expect(outcome.ok && outcome.pages).toEqual([
      { pageNumber: 1, text: 'This Agreement is governed by the laws of Delaware.', source: 'text' },
      { pageNumber: 2, text: '', source: 'text' },
    ]);
  });
});

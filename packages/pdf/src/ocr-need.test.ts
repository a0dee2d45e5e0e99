import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { imageCoverage, lettersAndDigitsUpTo, MIN_TEXT_LAYER_CHARACTERS, needsOcrFor } from './ocr-need.mjs';

const LETTER_PAGE = [0, 0, 612, 792] as const;
const PAGE_AREA = 612 * 792;

/** An operator list from (operator name, arguments) pairs, as pdf.js builds it. */
function operators(...steps: Array<[keyof typeof OPS, unknown[]]>) {
  return { fnArray: steps.map(([name]) => OPS[name]), argsArray: steps.map(([, args]) => args) };
}

describe('whether a page goes to OCR', () => {
  it('reads a scan: next to no text layer and a picture over the page', () => {
    expect(needsOcrFor(3, 1)).toBe(true);
  });

  it('leaves a page of few words with a logo or a signature to its text layer', () => {
    expect(needsOcrFor(12, 0.04)).toBe(false);
  });

  it('leaves a page with a text layer to it, whatever pictures it has', () => {
    expect(needsOcrFor(MIN_TEXT_LAYER_CHARACTERS, 1)).toBe(false);
  });
});

describe('lettersAndDigitsUpTo', () => {
  it('counts letters and digits of any script, not spaces or marks', () => {
    expect(lettersAndDigitsUpTo('Né 42 — ж, §', 100)).toBe(5);
  });

  it('stops at the limit: a page of text is known to have a text layer after its first words', () => {
    expect(lettersAndDigitsUpTo('word '.repeat(2_000), MIN_TEXT_LAYER_CHARACTERS)).toBe(MIN_TEXT_LAYER_CHARACTERS);
  });
});

describe('imageCoverage', () => {
  it('is the whole page for a picture drawn over the page', () => {
    const list = operators(
      ['save', []],
      ['transform', [612, 0, 0, 792, 0, 0]],
      ['paintImageXObject', ['img1']],
      ['restore', []],
    );
    expect(imageCoverage(list, OPS, LETTER_PAGE)).toBe(1);
  });

  it('is a few hundredths for a logo in a corner, after its transformation is restored', () => {
    const list = operators(
      ['save', []],
      ['transform', [120, 0, 0, 40, 60, 720]],
      ['paintImageXObject', ['logo']],
      ['restore', []],
      // Drawn at the restored (identity) transformation: a one-unit square.
      ['paintImageXObject', ['dot']],
    );
    expect(imageCoverage(list, OPS, LETTER_PAGE)).toBeCloseTo((120 * 40 + 1) / PAGE_AREA, 6);
  });

  it('follows a form’s matrix and counts only what falls on the page', () => {
    const list = operators(
      ['paintFormXObjectBegin', [[2, 0, 0, 2, 0, 0], null]],
      // Inside the form, scaled twice: 800 × 1200 units from (400, 0).
      ['transform', [400, 0, 0, 600, 200, 0]],
      ['paintImageMaskXObject', [{}]],
      ['paintFormXObjectEnd', []],
    );
    // x from 400 to 1200 and y from 0 to 1200, clipped to the page: 212 × 792.
    expect(imageCoverage(list, OPS, LETTER_PAGE)).toBeCloseTo((212 * 792) / PAGE_AREA, 6);
  });

  it('adds up the tiles of a picture pdf.js groups into one repeat', () => {
    const positions = [0, 0, 0, 396];
    const list = operators(['paintImageXObjectRepeat', ['strip', 612, 396, positions]]);
    expect(imageCoverage(list, OPS, LETTER_PAGE)).toBe(1);
  });

  it('is nothing for a page without pictures', () => {
    expect(imageCoverage(operators(['save', []], ['restore', []]), OPS, LETTER_PAGE)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { keepSupportedFindings } from './supported-findings';

const PAGES = [
  { pageNumber: 1, text: 'Rent is due on the first day of each month.\nLate payment costs a fee of 50 euros.' },
  { pageNumber: 2, text: 'Either party may end this lease with two months notice.' },
];

describe('keepSupportedFindings', () => {
  it('removes list items whose quote is not on the page they name, and counts them', () => {
    const { value, unsupported } = keepSupportedFindings(
      {
        risks: [
          { finding: 'Late fee', evidence: { page: 1, quote: 'Late payment costs a fee of 50 euros.' } },
          { finding: 'Invented', evidence: { page: 1, quote: 'The landlord may enter at any time.' } },
          { finding: 'Wrong page', evidence: { page: 1, quote: 'two months notice' } },
        ],
      },
      PAGES,
    );
    expect(value.risks.map((risk) => risk.finding)).toEqual(['Late fee']);
    expect(unsupported).toHaveLength(2);
  });

  it('gives the page’s spelling to a quote whose line breaks the model turned into spaces', () => {
    const { value } = keepSupportedFindings(
      { risks: [{ finding: 'Fee', evidence: { page: 1, quote: 'each month. Late payment' } }] },
      PAGES,
    );
    expect(value.risks[0]?.evidence.quote).toBe('each month.\nLate payment');
  });

  it('finds where copied text comes from, and drops a quoted passage that is nowhere', () => {
    const { value } = keepSupportedFindings(
      {
        keyFindings: [
          { title: 'Notice', quotedText: 'two months notice' },
          { title: 'Missing', quotedText: '' },
        ],
        strongExamples: [{ text: 'Rent is due on the first day' }, { text: 'A line the document lacks' }],
      },
      PAGES,
    );
    expect(value.keyFindings).toEqual([
      { title: 'Notice', quotedText: 'two months notice', evidence: { page: 2, quote: 'two months notice' } },
      { title: 'Missing', quotedText: '' },
    ]);
    expect(value.strongExamples).toEqual([
      { text: 'Rent is due on the first day', evidence: { page: 1, quote: 'Rent is due on the first day' } },
    ]);
  });

  it('removes unsupported evidence from a section but keeps the section', () => {
    const { value } = keepSupportedFindings(
      { argumentClarity: { score: 60, thesisEvidence: { page: 2, quote: 'Parks are good.' } } },
      PAGES,
    );
    expect(value.argumentClarity).toEqual({ score: 60 });
  });
});

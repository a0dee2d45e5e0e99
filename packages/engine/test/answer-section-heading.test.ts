import { describe, expect, it } from 'vitest';
import { answerLocally } from '../src/answer/local-answer';
import { ClauseScorer } from '../src/local/contract/clause-classifier';

/**
 * Agreements and a classifier written for these tests (not from any corpus). The classifier gives
 * every sentence the same low probability for each asked clause, so what decides is the wording and
 * where a sentence stands: the first sentence of a section whose heading names the clause asked
 * about, and that says the clause's own word, states it, though neither the contract engine's rules
 * nor the clause's clue read it.
 */
const engine = { provider: 'local' as const, version: 'test' };
const UNSURE = Math.log(0.05 / 0.95);
const CATEGORIES = ['Anti-Assignment', 'Audit Rights', 'Insurance', 'Third Party Beneficiary', 'Warranty Duration'];
const scorer = new ClauseScorer({
  credit: 'test',
  categories: Object.fromEntries(
    CATEGORIES.map((category) => [category, { bias: UNSURE, accept: 0.9, reject: 0, weights: {} }]),
  ),
});

const agreement = (...lines: string[]) => ({
  documentType: 'contract' as const,
  pages: [
    {
      pageNumber: 1,
      text: [
        'GOODS SUPPLY AGREEMENT',
        'This Agreement is made on June 14, 2022 between Larkspur Mills Ltd. (the "Buyer") and Tern Textiles LLC (the "Supplier").',
        '1. Supply. The Supplier shall deliver woven cloth to the Buyer each month.',
        '2. Price. The Buyer shall pay the prices in Schedule A within thirty (30) days of invoice.',
        ...lines,
      ].join('\n'),
    },
  ],
});

const answer = (question: string, ...lines: string[]) =>
  answerLocally(question, agreement(...lines), engine, { scorer });

describe('the first sentence of a section whose heading names the asked clause', () => {
  it('answers whether the agreement can be assigned under "Amendments and Assignments"', () => {
    const result = answer(
      'Is assignment of the agreement restricted?',
      '9. Amendments and Assignments.',
      'Neither this Agreement nor any right under it may be varied, waived or assigned other than by a document both parties sign.',
    );
    expect(result.found).toBe(true);
    expect(result.citations[0]?.quote).toContain('may be varied, waived or assigned');
  });

  it('answers whether there are audit rights under "Audit Rights"', () => {
    const result = answer(
      'Are there audit rights?',
      '10. Audit Rights.',
      'Each audit shall be carried out by an independent accountant chosen by the Buyer.',
    );
    expect(result.found).toBe(true);
    expect(result.citations[0]?.quote).toContain('Each audit shall be carried out by an independent accountant');
  });

  it('answers whether insurance is required under "Insurance"', () => {
    const result = answer(
      'Is insurance required?',
      '11. Insurance.',
      "The Supplier's insurance shall cover the cloth while it is in transit to the Buyer.",
    );
    expect(result.found).toBe(true);
    expect(result.citations[0]?.quote).toContain('insurance shall cover the cloth while it is in transit');
  });
});

describe('a heading does not make a sentence state the clause when', () => {
  it('the heading denies the clause ("No Third-Party Beneficiaries")', () => {
    const result = answer(
      'Can a third party enforce this agreement?',
      '12. No Third-Party Beneficiaries.',
      'Nothing in this Agreement gives any right to a person who is not a party to it.',
    );
    expect(result.found).toBe(false);
  });

  it('the heading names only part of the clause ("Warranties" for how long a warranty lasts)', () => {
    const result = answer(
      'How long does the warranty last?',
      '13. Warranties.',
      'The Supplier warrants that the cloth is free from defects in weave and dye.',
    );
    expect(result.found).toBe(false);
  });

  it('the sentence under the heading does not say the clause’s word', () => {
    const result = answer(
      'Is insurance required?',
      '11. Insurance.',
      'The Supplier shall keep its delivery records for five (5) years.',
    );
    expect(result.found).toBe(false);
  });

  it('the sentence is not the first of the section', () => {
    const result = answer(
      'Is insurance required?',
      '11. Insurance.',
      'The Supplier shall keep its delivery records for five (5) years.',
      "The Supplier's insurance shall cover the cloth while it is in transit to the Buyer.",
    );
    expect(result.found).toBe(false);
  });
});

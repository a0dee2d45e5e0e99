import { describe, expect, it } from 'vitest';
import { CONTRACT_INTENTS } from './contract-intents';
import { createLocalAnswerer } from './local-answerer';

// Sentences and contracts written for these tests (not from any corpus).
const noHire = CONTRACT_INTENTS.find((intent) => intent.category === 'No-Solicit Of Employees')?.clue;

describe('a promise not to hire or solicit the other side’s staff, as contracts state it', () => {
  it('reads the promise whether it is made with "agree not to", "shall not" or "neither … nor"', () => {
    for (const sentence of [
      'Quill and Ledger agree not to make any attempt whatsoever to hire, or to engage as consultants, the other’s employees during the term.',
      'The Agency agrees not to recruit or employ any member of the Client’s staff for one year after the last Order.',
      'Neither party shall, directly or indirectly, solicit for employment any personnel of the other party.',
      'During the term and for six months thereafter, the Vendor will not hire any employee of the Customer who worked on the Services.',
      'Each party shall refrain from soliciting the employees of the other party.',
    ]) {
      expect(noHire?.test(sentence), sentence).toBe(true);
    }
  });

  it('does not read a duty to employ staff, a statement about who employs them, or hiring left free', () => {
    for (const sentence of [
      'The Contractor shall employ sufficient qualified staff to perform the Services.',
      'The Supplier’s employees shall not be deemed employees of the Buyer for any purpose.',
      'Nothing in this Agreement shall restrict either party from hiring employees who answer a general advertisement.',
      'The Contractor shall not be obliged to hire additional personnel to provide the support.',
    ]) {
      expect(noHire?.test(sentence), sentence).toBe(false);
    }
  });
});

const contract = (clause: string) => ({
  documentType: 'contract' as const,
  pages: [
    {
      pageNumber: 1,
      text: [
        'CONSULTING AGREEMENT',
        'This Consulting Agreement is made on May 4, 2022 between Quill Analytics LLC (the "Consultant") and Ledger Farms Inc. (the "Company").',
        '1. Services. The Consultant shall provide the data analysis services described in Exhibit A.',
        '2. Fees. The Company shall pay the Consultant a monthly fee of $8,000 within thirty (30) days of each invoice.',
        '3. Staff. The Consultant shall assign qualified employees to the Services and remains responsible for their salaries and benefits.',
        clause,
        '5. Governing Law. This Agreement is governed by the laws of the State of Ohio.',
      ].join('\n'),
    },
  ],
});
const answerer = createLocalAnswerer();

describe('asked about hiring the other side’s staff', () => {
  const withClause = contract(
    '4. Personnel. The Consultant and the Company agree not to make any attempt whatsoever to hire, or to engage as independent contractors, the other’s employees during the term of this Agreement.',
  );

  for (const question of [
    'May the Company hire people who work for the Consultant?',
    'Is there a no-hire clause?',
    'Can we recruit their staff?',
    'Is poaching of personnel restricted?',
  ]) {
    it(`opens with the promise not to hire when asked “${question}”`, async () => {
      const result = await answerer.answer(question, withClause);
      expect(result.found).toBe(true);
      expect(result.citations[0]?.quote).toContain('agree not to make any attempt whatsoever to hire');
    });
  }

  it('says the contract does not say when no clause restricts hiring', async () => {
    const without = contract('4. Reports. The Consultant shall deliver a written report at the end of each month.');
    const result = await answerer.answer('May the Company hire people who work for the Consultant?', without);
    expect(result.found).toBe(false);
  });
});

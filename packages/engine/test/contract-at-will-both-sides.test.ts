import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

/**
 * At-will employment lets either side end the employment at any time: the reader is told what it
 * allows the other side as well as its own freedom, whichever side the reader is. Invented agreements.
 */

const employment = (term: string) => `EMPLOYMENT AGREEMENT

This Employment Agreement is made between Tessaro Instruments LLC (the "Company") and Mara Lindqvist (the "Employee").

1. Position. The Company employs the Employee as Senior Engineer.

2. Salary. The Company shall pay the Employee a base salary of $120,000 per year.

3. ${term}

4. Confidentiality. The Employee shall not disclose any Confidential Information of the Company.

5. Governing Law. This Agreement is governed by the laws of the State of Oregon.`;

const AT_WILL_TERMS = [
  "At-Will Employment. The Employee's employment is at will, and either the Company or the Employee may terminate the employment at any time, with or without cause or notice.",
  'Nature of Employment. The employment with the Company is at-will, which means that the Employee or the Company may end it at any time and for any reason.',
  "Termination. The Company may terminate the Employee's employment at will, at any time and without notice.",
];

function atWill(result: ContractAnalysis) {
  return result.keyFindings.find((finding) => finding.title === 'At-will employment');
}

describe('at-will employment read by the employee', () => {
  for (const term of AT_WILL_TERMS) {
    it(`tells that the employer may also end it: ${term.slice(0, 40)}`, async () => {
      const result = await analyzeContractText(employment(term), { role: 'employee' });
      const told = toldOn(result, 'At-will employment');
      expect(told).toMatch(/the employer may (?:also )?(?:let you go|end)/iu);
      expect(told).not.toMatch(/Your side \(Employee\) holds this right/u);
      expect(told).toMatch(/notice period or severance/iu);
      expect(atWill(result)?.type).not.toBe('low');
    });
  }
});

describe('at-will employment read by the employer', () => {
  for (const term of AT_WILL_TERMS) {
    it(`tells that the employee may also leave: ${term.slice(0, 40)}`, async () => {
      const result = await analyzeContractText(employment(term), { role: 'employer' });
      const told = toldOn(result, 'At-will employment');
      expect(told).toMatch(/the employee may (?:also )?leave at any time/iu);
      expect(told).not.toMatch(/your job can end/iu);
      expect(told).not.toMatch(/severance pay if you are let go/iu);
    });
  }
});

describe('employment that is not at will', () => {
  const notAtWill = [
    'Term. The employment is not at will: the Company may end it only for cause or on three (3) months written notice.',
    'Term. This is not an at-will employment; either party may end it on sixty (60) days written notice.',
    'Term. The Employee’s employment shall not be at will and may be ended only as this Agreement provides.',
  ];
  for (const term of notAtWill) {
    for (const role of ['employee', 'employer'] as const) {
      it(`is not told as ending at any time (${role}): ${term.slice(0, 40)}`, async () => {
        const result = await analyzeContractText(employment(term), { role });
        const told = toldOn(result, 'At-will employment');
        expect(told).not.toMatch(/may (?:also )?(?:leave|let you go|end it) at any time/iu);
      });
    }
  }
});

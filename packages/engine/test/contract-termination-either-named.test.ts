import { describe, expect, it } from 'vitest';
import { toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

/**
 * A right to end the deal given to "either the Client or the Consultant" belongs to both: neither
 * reader is told the other side holds it alone, nor asked to negotiate the same right for itself.
 * Invented consulting agreements.
 */

const consulting = (termination: string) => `CONSULTING AGREEMENT

This Consulting Agreement is made between Brightwell Analytics Inc. (the "Client") and Oren Faulk (the "Consultant").

1. Services. The Consultant shall provide data analysis services.

2. Fees. The Client shall pay the Consultant $150 per hour, payable within thirty (30) days of invoice.

3. Termination. ${termination}

4. Confidentiality. The Consultant shall keep the Client's information confidential.

5. Governing Law. This Agreement is governed by the laws of the State of Washington.`;

const EACH_NAMED = [
  'Either the Client or the Consultant may terminate this Agreement at any time for any reason on fourteen (14) days written notice.',
  'The Client or the Consultant may terminate this Agreement for convenience upon thirty (30) days prior written notice to the other.',
  'Either the Consultant or the Client may terminate this Agreement for any reason by giving twenty (20) days written notice.',
];

describe('a termination right given to either party by name', () => {
  for (const clause of EACH_NAMED) {
    it(`is told as both parties’ right to the client: ${clause.slice(0, 45)}`, async () => {
      const told = toldOn(
        await analyzeContractText(consulting(clause), { role: 'client' }),
        'Termination for convenience',
      );
      expect(told).toMatch(/both parties alike/iu);
      expect(told).not.toMatch(/holds this right against your side/iu);
      expect(told).not.toMatch(/your side may already end it on notice too/iu);
    });
    it(`is told as both parties’ right to the consultant: ${clause.slice(0, 45)}`, async () => {
      const told = toldOn(
        await analyzeContractText(consulting(clause), { role: 'service-provider' }),
        'Termination for convenience',
      );
      expect(told).toMatch(/both parties alike/iu);
      expect(told).not.toMatch(/Your side \(Consultant\) holds this right/u);
    });
  }
});

describe('a termination right one party holds stays that party’s', () => {
  const ONE_SIDED = [
    'The Client may terminate this Agreement for convenience on thirty (30) days written notice.',
    'The Client or its affiliates may terminate this Agreement at any time on ten (10) days written notice.',
    'At any time and for any reason, the Client may terminate this Agreement on fifteen (15) days written notice.',
  ];
  for (const clause of ONE_SIDED) {
    it(`is the client’s alone: ${clause.slice(0, 45)}`, async () => {
      const told = toldOn(
        await analyzeContractText(consulting(clause), { role: 'service-provider' }),
        'Termination for convenience',
      );
      expect(told).not.toMatch(/both parties alike/iu);
      expect(told).toMatch(/Client holds this right against your side/u);
    });
  }
});

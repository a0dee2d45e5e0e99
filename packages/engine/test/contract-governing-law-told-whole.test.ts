import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Agreements written for these tests: the governing law is told as the sentence chooses it, split by
// region, limited to a part, or left to the main agreement.

function lawLine(result: ContractAnalysis): string | undefined {
  return result.clauses?.find((clause) => clause.category === 'Governing Law')?.value;
}

async function lawOf(...lines: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(lines.join('\n'), { role: 'client' });
}

const TERMS_OPENING = 'These Terms are an agreement between you and Kestrel Labs, Inc. ("Kestrel", "we").';

describe('a governing law split by where the customer is', () => {
  it('reports both laws with the condition of each', async () => {
    const result = await lawOf(
      TERMS_OPENING,
      '1. You shall pay the fees when due.',
      '12. Governing Law. If you are domiciled in the Americas, these Terms are governed by the laws of the State of California; otherwise, these Terms are governed by the laws of Ireland.',
    );
    expect(lawLine(result)).toBe('the State of California if you are domiciled in the Americas; Ireland otherwise');
    expect(result.summary.join(' ')).toContain('Ireland otherwise');
  });

  it('reads laws named by adjective ("California law", "Irish law")', async () => {
    const result = await lawOf(
      TERMS_OPENING,
      '12. If you are in the Americas, California law governs this Agreement; otherwise Irish law governs it.',
    );
    expect(lawLine(result)).toBe('California if you are in the Americas; Ireland otherwise');
  });

  it('reports two laws chosen together', async () => {
    const result = await lawOf(
      TERMS_OPENING,
      '12. This Agreement shall be governed by the laws of the State of California and the laws of Hong Kong.',
    );
    expect(lawLine(result)).toBe('the State of California and Hong Kong');
  });

  it('keeps a state and its own country as the state', async () => {
    const result = await lawOf(
      TERMS_OPENING,
      '12. This Agreement is governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein.',
    );
    expect(lawLine(result)).toBe('the Province of Ontario');
  });
});

describe('a governing law for part of the agreement', () => {
  const DPA =
    'This Data Processing Addendum forms part of the Agreement between Nimbus Data Ltd ("Nimbus") and Acme Inc. ("Customer").';

  it('says it covers only that part', async () => {
    const result = await lawOf(
      DPA,
      '3.2 The Standard Contractual Clauses shall be governed by the law of the Member State in which the data exporter is established.',
    );
    expect(lawLine(result)).toBe(
      'the Member State in which the data exporter is established, for the Standard Contractual Clauses only',
    );
  });

  it('yields to the law the document chooses for itself', async () => {
    const result = await lawOf(
      DPA,
      '3.2 The Standard Contractual Clauses shall be governed by the laws of Ireland.',
      '9. This Addendum is governed by the laws of the State of New York.',
    );
    expect(lawLine(result)).toBe('the State of New York');
  });

  it('is told beside the main agreement’s law that governs the rest', async () => {
    const result = await lawOf(
      DPA,
      '3.2 The Standard Contractual Clauses shall be governed by the laws of Ireland.',
      '9. This Addendum is governed by the governing law provisions of the Agreement.',
    );
    expect(lawLine(result)).toBe(
      'the jurisdiction chosen in the Agreement; Ireland, for the Standard Contractual Clauses only',
    );
  });
});

describe('an addendum that leaves its law to the main agreement', () => {
  const BAA =
    'This Business Associate Addendum supplements the Services Agreement between Nimbus Health Inc. ("Nimbus") and Acme Clinics LLC ("Customer").';

  it('is read as governed by the main agreement’s law', async () => {
    const result = await lawOf(BAA, '5.2 This Addendum is governed by the governing law provisions of the Agreement.');
    expect(lawLine(result)).toBe('the jurisdiction chosen in the Agreement');
  });

  it('reads "all terms of the Agreement, including its choice of law, apply"', async () => {
    const result = await lawOf(
      BAA,
      '6. Except as set out in this Addendum, all terms of the Agreement, including its choice of law and venue, apply to this Addendum.',
    );
    expect(lawLine(result)).toBe('the jurisdiction chosen in the Agreement');
  });

  it('a plain choice of law is still told flatly', async () => {
    const result = await lawOf(
      'This Agreement is between Nimbus Data Ltd ("Nimbus") and Acme Inc. ("Customer").',
      '9. This Agreement shall be governed by the laws of the State of New York, without regard to its conflict of laws principles.',
    );
    expect(lawLine(result)).toBe('the State of New York');
  });
});

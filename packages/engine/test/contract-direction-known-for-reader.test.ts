import type { ContractAnalysis, KeyFinding } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// The Customer pays the Supplier, so a client reader is the Customer.
const PLACED =
  'SERVICES AGREEMENT\n\nThis Services Agreement is made on 3 March 2022 between Orrin Holdings Limited (the "Supplier") and Talbot Works Limited (the "Customer").\n\nThe Customer shall pay the Supplier the fees set out in Schedule 1 within thirty (30) days of each invoice.';
const LAW = 'This Agreement is governed by the laws of England.';

async function findingOn(opening: string, sentence: string, title: string): Promise<KeyFinding> {
  const result: ContractAnalysis = await analyzeContractText(`${opening}\n\n${sentence}\n\n${LAW}`, { role: 'client' });
  const finding = result.keyFindings.find((candidate) => candidate.title === title);
  if (!finding) throw new Error(`no ${title} finding`);
  return finding;
}

function told(finding: KeyFinding): string {
  return `${finding.description} ${finding.recommendation}`;
}

// Lines that tell the clause as the reader's protection or burden.
const PROTECTION_LINE = /you can verify|shifts the cost of certain claims away from you|you may use what is licensed/iu;
const BURDEN_LINE = /you must keep records|you may have to pay|what you license/iu;

describe('a clause binding the reader’s known party is told as its burden', () => {
  it('an audit of the reader’s books by the other side', async () => {
    const finding = await findingOn(
      PLACED,
      'The Supplier may audit the books and records of the Customer once in each calendar year.',
      'Audit rights',
    );
    expect(told(finding)).toMatch(/you must keep records/iu);
    expect(told(finding)).not.toMatch(PROTECTION_LINE);
  });

  it('an indemnity the reader gives', async () => {
    const finding = await findingOn(
      PLACED,
      'The Customer shall indemnify the Supplier against all claims arising from the Customer Materials.',
      'Indemnification',
    );
    expect(told(finding)).toMatch(/you may have to pay/iu);
    expect(told(finding)).not.toMatch(PROTECTION_LINE);
  });
});

describe('a clause in the reader’s known party’s favour is told as its protection', () => {
  it('an audit the reader may make of the other side', async () => {
    const finding = await findingOn(
      PLACED,
      'The Customer may audit the books and records of the Supplier once in each calendar year.',
      'Audit rights',
    );
    expect(told(finding)).toMatch(/you can verify what you are charged/iu);
    expect(told(finding)).not.toMatch(BURDEN_LINE);
  });

  it('an indemnity the other side gives the reader', async () => {
    const finding = await findingOn(
      PLACED,
      'The Supplier shall indemnify the Customer against all claims arising from the Services.',
      'Indemnification',
    );
    expect(told(finding)).toMatch(/away from you/iu);
    expect(told(finding)).not.toMatch(BURDEN_LINE);
  });
});

describe('a clause binding both parties is told as binding both', () => {
  it('an audit each party may make of the other', async () => {
    const finding = await findingOn(
      PLACED,
      'Each party may audit the books and records of the other once in each calendar year.',
      'Audit rights',
    );
    expect(told(finding)).toMatch(/both parties alike/iu);
  });
});

import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

/**
 * What a finding's statement adds to its rule's general wording (a period, a notice, a ground, a forum, a
 * trigger) must hold of the quoted sentence: told as the sentence says it, or not told. Sentences written
 * for these tests.
 */
function told(result: ContractAnalysis, title: string): string {
  const lines = toldAboutLines(result, title);
  expect(lines.length).toBeGreaterThan(0);
  return lines.join('\n');
}

function description(result: ContractAnalysis, title: string): string {
  const finding = result.keyFindings.find((candidate) => candidate.title === title);
  expect(finding).toBeDefined();
  return finding?.description ?? '';
}

describe('a survival that states no period', () => {
  it('is told as lasting as far as its purpose needs, not "for the period it states"', async () => {
    const result = await analyse(
      'Accounts. Provisions of this Agreement that are needed to settle final accounts for the period before termination shall continue to apply after termination to the extent required for that settlement.',
    );
    const lines = told(result, 'Obligations after termination');
    expect(lines).not.toMatch(/for the period it states/u);
    expect(lines).toMatch(/as far as needed for the purpose it names/u);
  });
});

describe('a restraint that runs on after the term, its window set apart by a long aside', () => {
  it('is told with the months after the end, not as lasting only while the agreement runs', async () => {
    const result = await analyse(
      'Staff. During the term of this Agreement, including any renewal or extension of it agreed in writing between the parties from time to time, and for a period of six (6) months thereafter, neither party shall hire any employee of the other party.',
    );
    const lines = told(result, 'No hiring of staff');
    expect(lines).not.toMatch(/, while the agreement runs\./u);
    expect(lines).toMatch(/6 months after it ends/u);
  });
});

describe('a fixed sum tied to one breach', () => {
  it('is not told as costing a set sum on an early exit', async () => {
    const result = await analyse(
      'Hiring Fee. If either party breaches Section 4, that party shall pay twenty thousand dollars ($20,000) for each employee hired, as liquidated damages.',
    );
    const lines = told(result, 'Liquidated damages');
    expect(lines).not.toMatch(/early (?:exit|termination)/u);
    expect(lines).toMatch(/set sum/u);
  });

  it('still tells an early exit where the sentence ties the sum to ending the agreement', async () => {
    const result = await analyse(
      'Early Exit. If the Client terminates this Agreement before the end of the Initial Term, the Client shall pay the Provider fifty thousand dollars ($50,000) as liquidated damages.',
    );
    expect(description(result, 'Liquidated damages')).toMatch(/early termination/u);
  });
});

describe('courts a sentence only submits to', () => {
  it('is not told as the courts a dispute must be brought in', async () => {
    const result = await analyse(
      'Courts. The Client consents to the jurisdiction of the state courts located in Travis County, Texas and waives any objection to venue in those courts.',
    );
    const lines = told(result, 'Courts and venue');
    expect(lines).not.toMatch(/must be brought/u);
    expect(lines).toMatch(/does not itself require every dispute to be brought there/u);
  });

  it('still tells exclusive courts as the ones a dispute must be brought in', async () => {
    const result = await analyse(
      'Courts. Each party submits to the exclusive jurisdiction of the state courts located in Travis County, Texas.',
    );
    expect(told(result, 'Courts and venue')).toMatch(/must be brought/u);
  });

  it('tells courts kept for one class of matter, set apart from arbitration, as covering only that class', async () => {
    const result = await analyse(
      'Tax Rulings. Appeals from rulings of the tax authority are not subject to arbitration and stay with the exclusive jurisdiction of the federal courts in Austin, Texas.',
    );
    const lines = told(result, 'Courts and venue');
    expect(lines).not.toMatch(/A dispute must be brought in the courts it names/u);
    expect(lines).toMatch(/only the matters it names/iu);
  });
});

describe('a suspension on a ground the sentence states', () => {
  it('is not told as needing no stated cause', async () => {
    const result = await analyse(
      'Suspension. The Provider may suspend the Client’s access at any time for any conduct it deems to be improper use of the services.',
    );
    const lines = told(result, 'Suspension of services');
    expect(lines).not.toMatch(/without needing a stated cause/u);
    expect(lines).toMatch(/improper use/u);
  });

  it('still tells a suspension for any reason as needing no cause', async () => {
    const result = await analyse('Suspension. The Provider may suspend the services at any time for any reason.');
    expect(told(result, 'Suspension of services')).toMatch(/without needing a stated cause/u);
  });
});

describe('an end the sentence allows with no notice at all', () => {
  it('is not told as coming "at short notice"', async () => {
    const result = await analyse(
      'Ending. The Provider may end this Agreement, or access to any part of the services, at any time for any reason.',
    );
    const lines = told(result, 'Termination for convenience');
    expect(lines).not.toMatch(/short notice/u);
    expect(lines).toMatch(/at any time/u);
  });

  it('tells an end for breach "without notice" as at once, with no time to remedy it', async () => {
    const result = await analyse(
      'Breach. The Provider may terminate this Agreement without notice if the Client is in material breach.',
    );
    const text = description(result, 'Termination rights');
    expect(text).not.toMatch(/not remedied in time/u);
    expect(text).toMatch(/without notice[^.]*with no time to remedy it/u);
  });

  it('does not read "any other right or remedy" as time to remedy a failure', async () => {
    const result = await analyse(
      'Ending. Without limiting any other right or remedy it has, either party may terminate this Agreement with immediate effect by written notice if the other party becomes insolvent.',
    );
    const text = description(result, 'Termination rights');
    expect(text).not.toMatch(/not remedied in time/u);
    expect(text).toMatch(/at once, on notice/u);
  });
});

describe('a denial of what the agreement gives non-parties', () => {
  it('is told as a denial, not as outsiders enforcing it', async () => {
    const result = await analyse(
      'Third Party Beneficiaries. The Client offers no credit support to any third party that finances the Provider, and nothing in this Agreement gives any right or remedy to any person who is not a party to it.',
    );
    const lines = told(result, 'Third-party beneficiaries');
    expect(lines).not.toMatch(/People outside the contract may enforce it|could bring claims against you/u);
    expect(lines).toMatch(/Only the parties can enforce the agreement/u);
  });
});

describe('a sentence on what late payment leads to, setting no time to pay', () => {
  it('is not told as deciding when the reader must pay', async () => {
    const result = await analyse(
      'Reporting. Late payments and missed payments under this Agreement may be passed on to credit bureaus and may appear in the Client’s credit history.',
    );
    const lines = told(result, 'Payment terms and late fees');
    expect(lines).not.toMatch(/It decides when you must pay/u);
    expect(lines).toMatch(/what late or missed payments can lead to/u);
  });
});

describe('a sentence keeping licences alive after the end', () => {
  it('is not told as a licence the reader may use only within a scope', async () => {
    const result = await analyse(
      'Licences After Termination. The licence grants covering the Client’s uploaded designs are not affected by the termination of this Agreement and shall continue in effect as each such licence provides.',
    );
    const lines = told(result, 'License grant');
    expect(lines).not.toMatch(/only within the stated scope/u);
    expect(lines).toMatch(/go on after the agreement ends/u);
  });
});

describe('statements about a party, listed after "represents and warrants that:"', () => {
  function agreement(list: string[]): string {
    return [
      'SERVICES AGREEMENT',
      'This Services Agreement is made on 4 March 2024 between Brightwater Logistics Ltd (the "Client") and Korvana Systems Inc. (the "Provider").',
      '1. Services. The Provider shall provide the warehouse software services described in Schedule A.',
      '2. Fees. The Client shall pay each invoice within thirty (30) days of receipt.',
      '3. Standing. When it submits a tender for a new order, the Provider represents and warrants that:',
      ...list,
      '4. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
    ].join('\n\n');
  }

  it('are not told as promises of quality', async () => {
    const result = await analyzeContractText(
      agreement(['(a) it is not subject to any trade sanctions;', '(b) it holds every licence it needs to trade.']),
      { role: 'service-provider' },
    );
    const lines = told(result, 'Warranties and disclaimers');
    expect(lines).not.toMatch(/promise of quality you give/u);
    expect(lines).toMatch(/statements it has you make/u);
  });

  it('are still told as quality promises where the list promises quality', async () => {
    const result = await analyzeContractText(
      agreement([
        '(a) the software will be free from material defects;',
        '(b) it holds every licence it needs to trade.',
      ]),
      { role: 'service-provider' },
    );
    expect(told(result, 'Warranties and disclaimers')).not.toMatch(/statements it has you make/u);
  });
});

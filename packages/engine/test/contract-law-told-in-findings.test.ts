import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { mentionsTopicOf } from '../src/local/contract/clause-mentions';
import type { Sentence } from '../src/text/sentences';
import { toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Agreements written for these tests: the findings tell the governing law as the clause states it, and a
// freedom both parties hold is told as such.

const OPENING = 'This Services Agreement is between Nimbus Data Ltd ("Nimbus") and Acme Inc. ("Customer").';
const PAYS = '1. Customer shall pay the fees within thirty days of invoice.';

async function analyse(...lines: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(lines.join('\n'), { role: 'client' });
}

function lawFinding(result: ContractAnalysis): string {
  return result.keyFindings.find((finding) => finding.title === 'Governing law')?.description ?? '';
}

function legalReview(result: ContractAnalysis): string {
  return result.recommendations.resourcesAndLinks.map((resource) => resource.description).join(' ');
}

function sentences(...texts: string[]): Sentence[] {
  return texts.map((text, index) => ({ text, index, page: 1, start: 0, end: text.length }) as Sentence);
}

const SPLIT =
  '12. Governing Law. If Customer is domiciled in the Americas, this Agreement is governed by the laws of the State of California; otherwise, this Agreement is governed by the laws of Ireland.';

describe('the governing-law finding tells the law as the clause chooses it', () => {
  it('tells a choice split by region with its conditions, not the first law flatly', async () => {
    const result = await analyse(OPENING, PAYS, '2. Nimbus may terminate this Agreement for cause on notice.', SPLIT);
    const finding = lawFinding(result);
    expect(finding).toContain('the State of California if Customer is domiciled in the Americas; Ireland otherwise');
    expect(finding).not.toMatch(/governed by the laws of the State of California\./u);
  });

  it('tells a law chosen for one part as covering that part only', async () => {
    const result = await analyse(
      'This Data Processing Addendum forms part of the Agreement between Nimbus Data Ltd ("Nimbus") and Acme Inc. ("Customer").',
      '1. Nimbus shall process Customer Personal Data only on documented instructions from Customer.',
      '3.2 The Standard Contractual Clauses shall be governed by the laws of Ireland.',
    );
    const finding = lawFinding(result);
    expect(finding).toContain('Ireland, for the Standard Contractual Clauses only');
    expect(finding).not.toMatch(/the agreement is governed by the laws of Ireland/iu);
  });

  it('still tells a single law plainly', async () => {
    const result = await analyse(
      OPENING,
      PAYS,
      '9. This Agreement shall be governed by the laws of the State of New York, without regard to its conflict of laws principles.',
    );
    expect(lawFinding(result)).toContain('The agreement is governed by the laws of the State of New York.');
  });
});

describe('the legal review names the governing law in words that fit any value', () => {
  it('reads right for a split choice', async () => {
    const result = await analyse(OPENING, PAYS, '2. Nimbus may terminate this Agreement for cause on notice.', SPLIT);
    const review = legalReview(result);
    expect(review).toContain(
      'a lawyer qualified in the governing law (the State of California if Customer is domiciled in the Americas; Ireland otherwise)',
    );
    expect(review).not.toMatch(/qualified in State of/u);
  });
});

describe('an addendum taking the main agreement’s terms takes its law too', () => {
  it('counts "all terms of the Agreement, including its choice of law, apply" as dealing with governing law', () => {
    expect(
      mentionsTopicOf(
        'governing-law',
        sentences('All terms of the Agreement, including its choice of law, apply to this Addendum.'),
      ),
    ).toBe(true);
    expect(
      mentionsTopicOf(
        'governing-law',
        sentences('The choice of law provisions of the Master Agreement apply to this Amendment.'),
      ),
    ).toBe(true);
    expect(mentionsTopicOf('governing-law', sentences('Customer shall comply with all applicable laws.'))).toBe(false);
  });
});

describe('a freedom both parties hold is told as theirs, not as a duty binding both', () => {
  it('tells a transfer either party may make on notice as open to either party', async () => {
    const result = await analyse(
      OPENING,
      PAYS,
      '5. Each party may transfer this Agreement in connection with a merger or change of control upon thirty days prior written notice to the other party.',
    );
    const told = toldOn(result, 'Change of control');
    expect(told).toMatch(/Either party may do this/u);
    expect(told).not.toMatch(/binds both parties alike/u);
  });

  it('tells an assignment either party may make as open to either party', async () => {
    const result = await analyse(
      OPENING,
      PAYS,
      '5. Either party may assign this Agreement without the consent of the other party to a successor to all or substantially all of its business, upon written notice to the other party.',
    );
    const told = toldOn(result, 'Assignment');
    expect(told).toMatch(/Either party may do this/u);
    expect(told).not.toMatch(/binds both parties alike/u);
  });

  it('still tells a duty of each party as binding both', async () => {
    const result = await analyse(
      OPENING,
      PAYS,
      "6. Each party shall keep the other party's Confidential Information secret and shall not disclose it to anyone.",
    );
    expect(toldOn(result, 'Confidentiality')).toMatch(/binds both parties alike/u);
  });
});

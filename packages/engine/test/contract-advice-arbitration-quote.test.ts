import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { setsArbitration } from '../src/local/contract/arbitration-quote-advice';
import { type AgreementOpening, analyserOf } from './agreement-openings';
import { analyzeContractText } from './result-checks';

// A contract written for this test: a supplier and a buyer, with one sentence about arbitration.
const SUPPLY: AgreementOpening = {
  title: 'SUPPLY AGREEMENT',
  preamble:
    'This Supply Agreement is made as of May 4, 2022 by and between Harwell Castings Ltd. ("Supplier") and Ostrava Pumps Inc. ("Buyer").',
  clauses: ['Supplier shall manufacture and deliver the castings that Buyer orders under this Agreement.'],
  reader: 'Ostrava',
};

const analyse = analyserOf(SUPPLY);

const arbitrationChanges = (result: ContractAnalysis) =>
  result.recommendations.contractImprovements.filter((improvement) => improvement.issue.startsWith('Arbitration:'));

describe('arbitration advice reads the sentence it quotes', () => {
  it('is recommended on a sentence that sends disputes to arbitration', async () => {
    const result = await analyse(
      'Any dispute arising out of this Agreement shall be finally settled by arbitration before a single arbitrator.',
    );
    expect(arbitrationChanges(result)).toHaveLength(1);
  });

  it('is recommended on a sentence that sets where the arbitration is held', async () => {
    const result = await analyse('The arbitration shall be held in Geneva under the rules of the Swiss Chambers.');
    expect(arbitrationChanges(result)).toHaveLength(1);
  });

  it('is not recommended on a sentence that only says the award is final', async () => {
    const result = await analyse('The decision of the arbitrator shall be final and binding on both parties.');
    expect(arbitrationChanges(result)).toEqual([]);
  });

  it('is not recommended on a sentence that points to an arbitration set elsewhere', async () => {
    const result = await analyse(
      'If Buyer disputes a notice of termination, it may within thirty (30) days submit the matter to arbitration pursuant to the provisions of this Agreement.',
    );
    expect(arbitrationChanges(result)).toEqual([]);
  });

  it('is not recommended on a sentence that names an arbitrator among the bodies that may rule a term invalid', async () => {
    const result = await analyse(
      'If any provision of this Agreement is determined by an arbitrator or court of competent jurisdiction to be invalid, the remaining provisions shall stay in force.',
    );
    expect(arbitrationChanges(result)).toEqual([]);
  });
});

describe('a sentence that names the rules or the body of its arbitration', () => {
  const namesNoRules = /does not itself say where or under which rules/i;
  const allAdvice = (result: ContractAnalysis) => [
    ...result.keyFindings.map((finding) => finding.recommendation),
    ...result.recommendations.contractImprovements.map((improvement) => improvement.specificChange),
  ];

  it('is never told that it names no rules, however far its verb sits from "arbitration"', async () => {
    const result = await analyse(
      'Every claim under this Agreement shall be finally resolved (to the exclusion of any court and of any other forum) by arbitration under the Rules of Arbitration of the International Chamber of Commerce.',
    );
    expect(arbitrationChanges(result)).toHaveLength(1);
    expect(allAdvice(result).filter((advice) => namesNoRules.test(advice ?? ''))).toEqual([]);
  });

  it('is read as setting the arbitration when it names the rules or the administering body', () => {
    expect(
      setsArbitration(
        'Each claim shall be decided, after the talks described above have failed and a notice has been served, by arbitration in accordance with the UNCITRAL Arbitration Rules.',
      ),
    ).toBe(true);
    expect(
      setsArbitration('The arbitration of any such claim shall be administered by JAMS under its Streamlined Rules.'),
    ).toBe(true);
    expect(setsArbitration('The decision of the arbitrator shall be final and binding on both parties.')).toBe(false);
  });
});

describe('a sentence cut where it points to the arbitration clause', () => {
  it('is not taken for the clause itself', () => {
    expect(
      setsArbitration(
        'If the parties have not resolved it, the dispute shall be referred to arbitration in the manner provided in',
      ),
    ).toBe(false);
    expect(setsArbitration('Any dispute shall be referred to arbitration in London under the LCIA Rules.')).toBe(true);
  });
});

describe('who a sentence on arbitration binds', () => {
  // Terms written for this test: a provider that calls itself "we" and its user "you".
  async function disputeFindings(sentence: string): Promise<string[]> {
    const text = [
      'TERMS OF SERVICE',
      'These Terms of Service are between Brightwater Data, Inc. ("Brightwater", "we" or "us") and you, the user of the service.',
      'You shall pay the fees set out in your order.',
      sentence,
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client', party: 'you' });
    return result.keyFindings
      .filter((finding) => /arbitra|dispute/i.test(`${finding.title} ${finding.description}`))
      .map((finding) => finding.description);
  }

  it('tells a duty to arbitrate that binds both sides as no right of either', async () => {
    const findings = await disputeFindings(
      'Any dispute between you and Brightwater shall be settled by binding arbitration in Denver, Colorado.',
    );
    expect(findings).toHaveLength(1);
    expect(findings.join(' ')).not.toMatch(/holds this right/);
  });

  it('tells arbitration that "neither you nor" the provider may have as no right the provider holds', async () => {
    const findings = await disputeFindings(
      'If the class waiver above cannot be enforced, neither you nor Brightwater is entitled to arbitration, and all claims shall be decided by the courts of Denver, Colorado.',
    );
    expect(findings.join(' ')).not.toMatch(/holds this right/);
  });

  it('tells a right to refer a dispute to arbitration as held by whoever may refer it', async () => {
    const findings = await disputeFindings(
      'Brightwater shall be entitled to refer any dispute to binding arbitration in Denver, Colorado.',
    );
    expect(findings.join(' ')).toMatch(/Brightwater holds this right against your side/);
  });
});

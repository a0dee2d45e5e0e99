import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import type { ContractRole } from '../src/local/contract/contract-roles';
import { analyzeContractText } from './result-checks';

/** A one-page contract made of the given sentences, analysed for the given reader. */
async function analyse(role: ContractRole, ...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['SUPPLY AGREEMENT', ...sentences].join('\n\n');
  return analyzeContractText(text, { role });
}

/** The termination clauses the analysis quotes (a finding about a missing clause quotes nothing). */
function terminationFindings(result: ContractAnalysis) {
  return result.keyFindings.filter((finding) => /terminat/iu.test(finding.title) && finding.evidence);
}

const PAYMENT = 'The Buyer shall pay each invoice within thirty (30) days of receipt.';
const LAW = 'This Agreement shall be governed by the laws of the State of Oregon.';

describe('clause findings carry meaning, not keywords', () => {
  it('reads a termination after an uncured failure as termination for cause, once', async () => {
    const result = await analyse(
      'service-provider',
      PAYMENT,
      "Either party may terminate this Agreement upon thirty (30) days' written notice if the other party fails to perform any material obligation and does not remedy that failure within that period.",
      LAW,
    );
    const categories = (result.clauses ?? []).map((clause) => clause.category);
    expect(categories).not.toContain('Termination For Convenience');
    const findings = terminationFindings(result);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.description).not.toMatch(/without any fault/iu);
    expect(findings[0]?.description).toMatch(/for cause/iu);
  });

  it('reports a right to end the agreement for convenience once, not also as a general termination right', async () => {
    const result = await analyse(
      'service-provider',
      PAYMENT,
      "The Buyer may terminate this Agreement for convenience upon sixty (60) days' prior written notice to the Supplier.",
      LAW,
    );
    const categories = (result.clauses ?? []).map((clause) => clause.category);
    expect(categories).toContain('Termination For Convenience');
    expect(terminationFindings(result)).toHaveLength(1);
    // Nor is the general termination clause reported missing: this sentence is one.
    expect(result.keyFindings.map((finding) => finding.title)).not.toContain('No termination rights clause');
  });

  it('does not quote a survival clause as a termination right', async () => {
    const result = await analyse(
      'client',
      PAYMENT,
      'Sections 7, 9 and 12 shall survive the termination of this Agreement for any reason.',
      LAW,
    );
    for (const finding of terminationFindings(result)) expect(finding.evidence?.quote ?? '').not.toMatch(/surviv/iu);
    const categories = (result.clauses ?? []).map((clause) => clause.category);
    expect(categories).not.toContain('Termination For Convenience');
  });

  it('does not advise making an indemnity mutual when it already is', async () => {
    const result = await analyse(
      'service-provider',
      PAYMENT,
      'Each party shall indemnify, defend and hold harmless the other party from any third-party claims arising from its breach of this Agreement.',
      LAW,
    );
    const advice = result.recommendations.contractImprovements.map((improvement) => improvement.specificChange);
    expect(advice.join(' ')).not.toMatch(/make it mutual|mutual/iu);
    const indemnity = result.keyFindings.find((finding) => /indemn/iu.test(finding.title));
    expect(indemnity).toBeDefined();
    expect(indemnity?.recommendation).not.toMatch(/make it mutual/iu);
  });
});

describe('outsiders and restrictions after the end are not mistaken for rights and services', () => {
  it('does not report third-party beneficiaries where the agreement shuts them out, and does where it names one', async () => {
    for (const sentence of [
      'A person who is not a party to this Agreement may not enforce any of its terms under the Contracts (Rights of Third Parties) Act 1999.',
      'No person other than the parties shall acquire any rights under this Agreement as a third-party beneficiary or otherwise.',
      'This Agreement is not intended to confer upon any person other than the parties any rights or remedies.',
      '12.4 Third-Party Beneficiaries 14 Section 12.5 Notices 14 Section 12.6 Counterparts 15',
    ]) {
      const categories = ((await analyse('client', PAYMENT, sentence, LAW)).clauses ?? []).map((c) => c.category);
      expect(categories, sentence).not.toContain('Third Party Beneficiary');
    }
    const granted = await analyse(
      'client',
      PAYMENT,
      "Except for the Buyer's Affiliates, which are intended third-party beneficiaries of Section 9, no other person shall have any rights under this Agreement.",
      LAW,
    );
    expect((granted.clauses ?? []).map((c) => c.category)).toContain('Third Party Beneficiary');
  });

  it('does not call a promise not to solicit after termination a post-termination service', async () => {
    const result = await analyse(
      'client',
      PAYMENT,
      'During the term of this Agreement and for a period of one (1) year following the termination of this Agreement, neither party shall solicit or hire any employee of the other.',
      LAW,
    );
    expect((result.clauses ?? []).map((c) => c.category)).not.toContain('Post-Termination Services');
  });
});

describe('a promise of authority is not a quality warranty', () => {
  it('does not report warranties for the signing clause', async () => {
    const result = await analyse(
      'client',
      PAYMENT,
      LAW,
      'IN WITNESS WHEREOF, each party warrants that the person signing below is duly authorized to bind it, and the parties have executed this Agreement as of the date first written above.',
    );
    const warranty = result.keyFindings.find((finding) => /warrant/iu.test(finding.title) && finding.evidence);
    expect(warranty, JSON.stringify(warranty)).toBeUndefined();
  });
});

describe('liquidated damages are explained from the side that pays or is paid', () => {
  const PARTIES =
    'This Supply Agreement is made on 1 May 2020 between Acme Parts Inc. (the "Supplier") and Bolt Motors LLC (the "Buyer").';
  const LATE =
    'If the Supplier fails to deliver the Products by the Delivery Date, the Supplier shall pay the Buyer liquidated damages of one percent (1%) of the price for each week of delay.';
  const CANCEL =
    'If the Buyer cancels an accepted order, the Buyer shall pay the Supplier, as liquidated damages and not as a penalty, twenty percent (20%) of the order price.';

  async function damages(role: ContractRole, sentence: string) {
    const result = await analyse(role, PARTIES, sentence, LAW);
    return result.keyFindings.find((finding) => /liquidated/iu.test(finding.title));
  }

  it('tells the side paid that it receives the sum, and the side paying that it costs them', async () => {
    expect((await damages('client', LATE))?.description).toMatch(/you receive a set sum/u);
    expect((await damages('client', LATE))?.type).not.toBe('high');
    expect((await damages('service-provider', LATE))?.description).toMatch(/costs you a set sum/u);
    expect((await damages('service-provider', LATE))?.type).toBe('high');
    expect((await damages('client', CANCEL))?.description).toMatch(/costs you a set sum/u);
    expect((await damages('service-provider', CANCEL))?.description).toMatch(/you receive a set sum/u);
  });

  it('speaks of arbitration only where the clause sends disputes to arbitration', async () => {
    const disputeFinding = (result: ContractAnalysis) =>
      result.keyFindings.find((finding) => finding.category === 'Disputes and jurisdiction');
    const courts = await analyse(
      'client',
      PAYMENT,
      'Each party irrevocably submits to the exclusive jurisdiction of the state and federal courts located in California in any action arising out of this Agreement.',
    );
    const inCourt = disputeFinding(courts);
    expect(inCourt?.description).toMatch(/courts/iu);
    expect(`${inCourt?.description} ${inCourt?.recommendation}`).not.toMatch(/arbitrat/iu);
    const arbitrated = await analyse(
      'client',
      PAYMENT,
      'Any dispute arising out of this Agreement shall be finally settled by binding arbitration in San Francisco, California.',
    );
    expect(disputeFinding(arbitrated)?.description).toMatch(/Arbitration is private/u);
  });
});

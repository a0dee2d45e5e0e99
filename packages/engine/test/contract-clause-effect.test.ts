import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement } from './marketing-agreement';

// Issue 32: a clause finding is told only where the sentence does what the clause does.
const asHalvorsen = (...sentences: string[]) =>
  analyseMarketingAgreement({ role: 'client', party: 'Halvorsen' }, ...sentences);

/** The titles a user sees: key findings, risk cards and the clause list. */
function titles(result: ContractAnalysis): string[] {
  return [
    ...result.keyFindings.map((finding) => finding.title),
    ...result.risks.map((risk) => risk.finding.split(':')[0] ?? ''),
    ...(result.clauses ?? []).map((clause) => clause.title),
  ];
}

function keyFinding(result: ContractAnalysis, title: string) {
  return result.keyFindings.find((finding) => finding.title === title);
}

describe('a renewal someone must choose is not automatic', () => {
  it('a renewal by the mutual agreement of the parties is not told as automatic renewal', async () => {
    const result = await asHalvorsen(
      'The term may be renewed for successive one-year periods upon the mutual written agreement of the parties.',
    );
    expect(titles(result)).not.toContain('Automatic renewal');
  });

  it('a renewal only if both parties agree, or if one party elects it, is not automatic', async () => {
    const agreed = await asHalvorsen(
      'The term shall renew for successive one-year periods if both parties agree in writing.',
    );
    expect(titles(agreed)).not.toContain('Automatic renewal');
    const elected = await asHalvorsen(
      'The term shall be extended for an additional year if Halvorsen so elects by written notice before the end of the term.',
    );
    expect(titles(elected)).not.toContain('Automatic renewal');
  });

  it('a renewal that happens unless a party elects not to renew still is', async () => {
    const result = await asHalvorsen(
      'This Agreement shall automatically renew for successive one-year terms unless either party elects not to renew by written notice given sixty days before the end of the term.',
    );
    expect(keyFinding(result, 'Automatic renewal')).toBeDefined();
  });
});

describe('an audit right is a party’s right to check the other’s books or premises', () => {
  it('a duty to let a regulator inspect is not the parties’ audit right', async () => {
    const permit = await asHalvorsen(
      'Pelletier shall permit any governmental authority to inspect its studios and records relating to the campaign.',
    );
    expect(titles(permit)).not.toContain('Audit rights');
    const subject = await asHalvorsen(
      'Pelletier acknowledges that the campaign records are subject to examination by the banking regulators of Halvorsen.',
    );
    expect(titles(subject)).not.toContain('Audit rights');
  });

  it('access to premises so that the work can be done is no audit', async () => {
    const result = await asHalvorsen(
      'Halvorsen shall give Pelletier access to its stores during normal business hours so that Pelletier can install the displays.',
    );
    expect(titles(result)).not.toContain('Audit rights');
  });

  it('a right to test delivered goods is no audit of books', async () => {
    const result = await asHalvorsen(
      'Halvorsen shall have the right to inspect and test each shipment of printed materials before accepting it.',
    );
    expect(titles(result)).not.toContain('Audit rights');
  });

  it('a party’s right to audit the other’s books still is', async () => {
    const result = await asHalvorsen(
      'Halvorsen may audit the books and records of Pelletier relating to the campaign once a year on ten days’ notice.',
    );
    expect(keyFinding(result, 'Audit rights')).toBeDefined();
  });
});

describe('a promise of authority or approval is no promise of quality', () => {
  it('a warranty of the power to grant the rights is not told as a quality promise', async () => {
    const power = await asHalvorsen(
      'Pelletier represents and warrants that it has the full right and authority to grant the rights granted to Halvorsen in this Agreement.',
    );
    expect(titles(power)).not.toContain('Warranties and disclaimers');
    const approved = await asHalvorsen(
      'Pelletier warrants that this Agreement has been duly approved by all necessary corporate action and that it holds all approvals required by any governmental authority to perform it.',
    );
    expect(titles(approved)).not.toContain('Warranties and disclaimers');
    const perform = await asHalvorsen(
      'Pelletier warrants that it has the legal right to enter into this Agreement and to perform in accordance with the terms of this Agreement without breaching any other agreement.',
    );
    expect(titles(perform)).not.toContain('Warranties and disclaimers');
  });

  it('a warranty of authority that also promises quality still is one', async () => {
    const result = await asHalvorsen(
      'Pelletier warrants that it has the authority to enter into this Agreement and that the artwork will be free from defects for ninety days after delivery.',
    );
    expect(titles(result)).toContain('Warranties and disclaimers');
  });
});

describe('a topic word does not make a clause of a sentence that does something else', () => {
  it('passing on a regulator’s reports is not confidentiality, even if confidential information is named', async () => {
    const result = await asHalvorsen(
      'Pelletier shall promptly give Halvorsen copies of any inspection reports issued by a regulatory authority, from which Pelletier may first remove its own confidential information.',
    );
    expect(keyFinding(result, 'Confidentiality')).toBeUndefined();
    expect(result.risks.map((risk) => risk.finding)).not.toContainEqual(expect.stringMatching(/^Confidentiality/u));
  });

  it('a promise not to employ convicted or debarred people is no restriction on hiring staff', async () => {
    const result = await asHalvorsen(
      'Each party represents that it will not hire as an employee any person convicted of a felony relating to fraud.',
    );
    expect(titles(result)).not.toContain('No hiring of staff');
    expect(titles(result)).not.toContain('Non-solicitation');
  });
});

describe('a change of control that is not an assignment', () => {
  it('is not told as a right to react to the other side’s new owner', async () => {
    const result = await asHalvorsen(
      'A change of control of Halvorsen shall not be deemed an assignment of this Agreement.',
    );
    const finding = keyFinding(result, 'Change of control');
    expect(finding?.description ?? '').not.toMatch(/you can react/iu);
    expect(finding?.description ?? '').toMatch(/not (?:treated as|count as) an assignment/iu);
  });
});

describe('a clause word that names something else', () => {
  it('a party’s exclusive agent, named, is no exclusivity between the parties', async () => {
    const result = await asHalvorsen(
      'Halvorsen shall pay the bonus to Pelletier’s exclusive agent, Brightline Talent LLC, within ten days of the event.',
    );
    expect(titles(result)).not.toContain('Exclusivity');
  });

  it('a party named beneficiary of other contracts is no third-party beneficiary of this one', async () => {
    const result = await asHalvorsen(
      'Pelletier shall ensure that Halvorsen is named as a third-party beneficiary of each contract Pelletier signs with its subcontractors.',
    );
    expect(keyFinding(result, 'Third-party beneficiaries')).toBeUndefined();
  });

  it('a statement that no covenant not to sue was ever granted is no covenant not to sue', async () => {
    const result = await asHalvorsen(
      'Pelletier represents that it has not previously granted any licence, lien or covenant not to sue in respect of the campaign artwork.',
    );
    expect(titles(result)).not.toContain('Covenant not to sue');
  });

  it('an appointment as exclusive agent still is exclusivity', async () => {
    const result = await asHalvorsen(
      'Halvorsen appoints Pelletier as its exclusive agent for the placement of advertising in New England.',
    );
    expect(titles(result)).toContain('Exclusivity');
  });
});

describe('what outlives the agreement', () => {
  it('co-operating with audits after the end is not told as help moving on', async () => {
    const result = await asHalvorsen(
      'Following the termination of this Agreement, Pelletier shall continue to cooperate with any audit of its campaign records for two years.',
    );
    const finding = keyFinding(result, 'Obligations after termination');
    expect(finding?.description).toMatch(/go on after the agreement ends/iu);
    expect(finding?.description).not.toMatch(/help moving on/iu);
  });

  it('transition help after the end still is', async () => {
    const result = await asHalvorsen(
      'Following the termination of this Agreement, Pelletier shall provide transition assistance for sixty days so that Halvorsen can move the campaign to another agency.',
    );
    expect(keyFinding(result, 'Obligations after termination')?.description).toMatch(/help moving on/iu);
  });
});

describe('an exclusion of damages, and a duty of confidence in the passive', () => {
  it('an exclusion of consequential damages with no carve-out is not listed as uncapped liability', async () => {
    const result = await asHalvorsen(
      'IN NO EVENT WILL EITHER PARTY BE LIABLE, UNDER ANY CONTRACT, NEGLIGENCE, STRICT LIABILITY OR OTHER THEORY, FOR ANY INCIDENTAL, SPECIAL, INDIRECT OR CONSEQUENTIAL DAMAGES.',
    );
    expect(titles(result)).not.toContain('Uncapped liability');
    expect(titles(result)).toContain('Limitation of liability');
  });

  it('terms to be treated as confidential are a confidentiality clause', async () => {
    const result = await asHalvorsen(
      'The fees payable under this Agreement shall be treated as confidential by both parties.',
    );
    expect(keyFinding(result, 'Confidentiality')).toBeDefined();
  });
});

describe('an inspection of premises', () => {
  it('is told as a quality control of the work, not as an audit of what is charged', async () => {
    const result = await asHalvorsen(
      'Halvorsen may inspect the studios and production facilities of Pelletier during normal business hours to check the quality of the work.',
    );
    expect(keyFinding(result, 'Audit rights')).toBeUndefined();
    const finding = keyFinding(result, 'Quality-control inspection');
    expect(finding?.description).toMatch(/premises|how the work is done/iu);
    expect(finding?.description).not.toMatch(/charged or owed/iu);
  });
});

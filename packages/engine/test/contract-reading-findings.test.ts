import type { ContractAnalysis, ContractParameters, KeyFinding } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests; the parties have no role words, as in many real agreements.
const PREAMBLE =
  'This Logistics Agreement is made as of June 1, 2021 by and between Westland Logistics Inc. ("WLI") and Harbour Freight Co. ("Harbour").';
const LAW = 'This Agreement shall be governed by the laws of the State of Ohio.';

async function analyse(parameters: ContractParameters, ...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['LOGISTICS AGREEMENT', PREAMBLE, ...sentences, LAW].join('\n\n');
  return analyzeContractText(text, parameters);
}

function finding(result: ContractAnalysis, title: string): KeyFinding {
  const found = result.keyFindings.find((candidate) => candidate.title === title && candidate.quotedText);
  if (!found) throw new Error(`no ${title} finding in ${result.keyFindings.map((item) => item.title).join(', ')}`);
  return found;
}

function improvementsAbout(result: ContractAnalysis, title: string): string[] {
  return result.recommendations.contractImprovements
    .filter((item) => item.issue.startsWith(`${title}:`))
    .map((item) => item.specificChange);
}

describe('a finding says what its quote says', () => {
  it('reads "No Party may assign … without the prior written consent" as a consent both need', async () => {
    const result = await analyse(
      { role: 'client' },
      'No Party may assign this Agreement without the prior written consent of the other Party.',
    );
    const assignment = finding(result, 'Assignment');
    expect(assignment.type).toBe('low');
    expect(assignment.description).not.toMatch(/without asking/iu);
    expect(assignment.description).toMatch(/consent/iu);
    expect(assignment.description).toMatch(/both parties/iu);
    // The consent is there: the advice does not ask for it again.
    expect(assignment.recommendation).not.toMatch(/ask that neither side may assign without/iu);
    expect(improvementsAbout(result, 'Assignment')).toEqual([]);
  });

  it('still warns about a party free to assign without consent', async () => {
    const result = await analyse(
      { role: 'client', party: 'Harbour' },
      'WLI may assign this Agreement without the consent of Harbour.',
    );
    const assignment = finding(result, 'Assignment');
    expect(assignment.type).toBe('medium');
    expect(assignment.description).toMatch(/without asking/iu);
  });

  it('tells the audited party that the audit right is held against it', async () => {
    const result = await analyse(
      { role: 'client', party: 'Harbour' },
      'WLI may audit the books and records of Harbour once a year during normal business hours.',
    );
    const audit = finding(result, 'Audit rights');
    expect(audit.description).not.toMatch(/you can verify what you are charged/iu);
    expect(audit.description).toMatch(/keep records and open them/iu);
  });

  it('does not tell a reader whose party is unknown that a right held by a named party is theirs', async () => {
    const result = await analyse(
      { role: 'client' },
      'WLI may audit the books and records of Harbour once a year during normal business hours.',
    );
    const audit = finding(result, 'Audit rights');
    expect(audit.description).not.toMatch(/as the client: you can verify/iu);
    expect(audit.description).toMatch(/If you are Harbour: You must keep records/u);
    expect(audit.description).toMatch(/WLI holds this right/u);
  });

  it('tells the party that promises not to solicit that it is the one restricted', async () => {
    const result = await analyse(
      { role: 'client', party: 'Harbour' },
      'Harbour agrees that, during the term and for one year thereafter, it will not solicit or hire any employee of WLI.',
    );
    const noHire = finding(result, 'No hiring of staff');
    expect(noHire.description).not.toMatch(/your staff are protected/iu);
    expect(noHire.description).toMatch(/you may not hire/iu);
  });

  it('tells the other party that the same promise protects it', async () => {
    const result = await analyse(
      { role: 'client', party: 'WLI' },
      'Harbour agrees that, during the term and for one year thereafter, it will not solicit or hire any employee of WLI.',
    );
    const noHire = finding(result, 'No hiring of staff');
    expect(noHire.type).toBe('low');
    expect(noHire.description).not.toMatch(/you may not hire/iu);
  });

  it('tells a licensee that the licensor’s promise not to license anyone else protects it', async () => {
    const result = await analyse(
      { role: 'client', party: 'Harbour' },
      'WLI shall not grant any license of the Marks to any person other than Harbour during the Term.',
    );
    const exclusivity = finding(result, 'Exclusivity');
    expect(exclusivity.type).toBe('low');
    expect(exclusivity.description).not.toMatch(/you may have to buy only from them/iu);
    expect(exclusivity.description).toMatch(/restricts WLI/u);
  });

  it('does not read a mutual jury waiver beside arbitration as a choice of courts', async () => {
    const result = await analyse(
      { role: 'client' },
      'Any dispute arising out of this Agreement shall be finally settled by arbitration in Columbus, Ohio.',
      'EACH PARTY HEREBY IRREVOCABLY WAIVES ALL RIGHT OF TRIAL BY JURY IN ANY ACTION ARISING OUT OF THIS AGREEMENT.',
    );
    const disputes = finding(result, 'Arbitration');
    expect(disputes.description).not.toMatch(/courts it names/iu);
    expect(disputes.type).not.toBe('high');
  });

  it('does not report a staff no-hire over a promise not to bribe officials', async () => {
    const result = await analyse(
      { role: 'client' },
      'WLI shall not offer or pay anything of value to induce any official or employee of any government to act improperly.',
    );
    expect(result.keyFindings.map((item) => item.title)).not.toContain('No hiring of staff');
  });

  it('does not report revenue sharing over a subscription for shares', async () => {
    const result = await analyse(
      { role: 'client' },
      'Harbour shall subscribe for 100,000 shares of WLI and WLI shall use the proceeds for working capital.',
    );
    expect(result.keyFindings.map((item) => item.title)).not.toContain('Revenue or profit sharing');
  });

  it('does not call the return of the other side’s materials help after the end', async () => {
    const result = await analyse(
      { role: 'client' },
      'Upon termination of this Agreement, each party shall return all Confidential Information of the other party within fourteen (14) days.',
    );
    const after = finding(result, 'Obligations after termination');
    expect(after.description).not.toMatch(/help moving on/iu);
    expect(after.description).toMatch(/returned or destroyed/iu);
  });
});

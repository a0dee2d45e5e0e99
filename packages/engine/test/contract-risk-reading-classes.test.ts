import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

/** Every card the reader sees on one clause: its risk card and its key finding with the advice. */
function told(result: ContractAnalysis, title: string): string {
  const risks = result.risks.filter((risk) => risk.finding.startsWith(`${title}:`)).map((risk) => risk.finding);
  const keys = result.keyFindings
    .filter((finding) => finding.title === title)
    .map((finding) => `${finding.description} ${finding.recommendation}`);
  return [...risks, ...keys].join(' ');
}

const OPENING =
  'CONSULTING AGREEMENT\n\nThis Consulting Agreement is made between Larchmont Analytics Inc (the "Company") and Fenwick Advisory LLC (the "Consultant").\n\n1. The Consultant shall provide the advisory services described in Schedule A.\n2. The Company shall pay the Consultant a monthly fee of $5,000.\n';

describe('an exclusion of indirect damages listing examples is not a cap', () => {
  const text = `${OPENING}3. Neither party shall be liable to the other for any indirect, special or consequential damages, including, but not limited to, lost profits, even if advised of their possibility.\n`;

  it('is told as shutting out indirect losses, not as capping the amount', async () => {
    const result = await analyzeContractText(text, { role: 'client', party: 'Company' });
    const limitation = told(result, 'Limitation of liability');
    expect(limitation).toMatch(/indirect or consequential/iu);
    expect(limitation).not.toMatch(/your exposure is capped|recover only part of it|higher cap/iu);
  });
});

describe('a right to end the agreement only on an event is not a walk-away right', () => {
  it('ending it for cause is told as limited to that case', async () => {
    const text = `${OPENING}3. The Company may terminate this Agreement at any time for Cause.\n`;
    const result = await analyzeContractText(text, { role: 'client', party: 'Company' });
    const ending = told(result, 'Termination for convenience');
    expect(ending).not.toMatch(/walk away if the deal stops suiting you/iu);
    expect(ending).toMatch(/only .*for cause/iu);
  });

  it('ending it when an event happens is told as a termination right in the cases it sets, not a walk-away right', async () => {
    const text = `${OPENING}3. In the event the Consultant should for any reason lose its licence, the Company shall have the right to terminate this Agreement at its discretion at any time.\n`;
    const result = await analyzeContractText(text, { role: 'client', party: 'Company' });
    expect(told(result, 'Termination for convenience')).toBe('');
    expect(told(result, 'Termination rights')).toMatch(/may end the agreement in the cases it sets/iu);
  });

  it('the other side’s right to end it for cause is not told as leaving at will', async () => {
    const text = `${OPENING}3. The Consultant may terminate this Agreement at any time for Cause.\n`;
    const result = await analyzeContractText(text, { role: 'client', party: 'Company' });
    const ending = told(result, 'Termination for convenience');
    expect(ending).not.toMatch(/for no reason|at short notice, for no reason/iu);
    expect(ending).toMatch(/the other side may end the agreement only for cause/iu);
  });

  it('a right to end it on notice alone is still told as a walk-away right', async () => {
    const text = `${OPENING}3. The Company may terminate this Agreement at any time for any reason upon thirty (30) days written notice.\n`;
    const result = await analyzeContractText(text, { role: 'client', party: 'Company' });
    expect(told(result, 'Termination for convenience')).toMatch(/walk away if the deal stops suiting you/iu);
  });
});

describe('a restriction on the other side is not told as leaving the reader free when the next sentence binds it', () => {
  it('the reader barred by a later sentence is not told its side stays free', async () => {
    const text = `${OPENING}3. Assignment. This Agreement may not be assigned by the Consultant under any circumstances. The Company may not assign this Agreement without the written consent of the Consultant, except in connection with a merger or a sale of substantially all of its assets.\n`;
    const result = await analyzeContractText(text, { role: 'client', party: 'Company' });
    const assignment = told(result, 'Assignment');
    expect(assignment).not.toMatch(/not your side|your side stays free/iu);
    expect(assignment).toMatch(/restricts your side too/iu);
  });

  it('a restriction on the other side alone still works in the reader’s favour', async () => {
    const text = `${OPENING}3. Assignment. This Agreement may not be assigned by the Consultant under any circumstances.\n`;
    const result = await analyzeContractText(text, { role: 'client', party: 'Company' });
    expect(told(result, 'Assignment')).toMatch(/restricts Consultant, not your side/iu);
  });
});

const SUPPLY =
  'SUPPLY AGREEMENT\n\nThis Supply Agreement is made between Kestrel Parts Ltd (the "Seller") and Marlow Engineering Inc (the "Buyer").\n\n1. The Seller shall deliver the Products to the Buyer\'s plant.\n2. The Buyer shall pay the price within 30 days of invoice.\n';

describe('a bar worded for both parties with an exception for one is not told as binding both alike', () => {
  it('an exception listed after a colon names the reader as the one who may act alone', async () => {
    const text = `${SUPPLY}3. Neither party may assign any of its rights or obligations under this Agreement without the prior written consent of the other, except that: (a) the Buyer may assign this Agreement to an affiliate or to a successor to its business without consent.\n`;
    const result = await analyzeContractText(text);
    const assignment = told(result, 'Assignment');
    expect(assignment).not.toMatch(/binds both parties alike|runs both ways/iu);
    expect(assignment).toMatch(/except that Buyer \(your side\) may act alone/iu);
  });

  it('an exception told as a noun names the other side as the one who may act alone', async () => {
    const text = `${SUPPLY}3. The rights and obligations of each party under this Agreement shall not be transferred, except for a transfer by the Seller to its affiliates.\n`;
    const result = await analyzeContractText(text);
    const assignment = told(result, 'Assignment');
    expect(assignment).not.toMatch(/binds both parties alike|runs both ways/iu);
    expect(assignment).toMatch(/except that Seller \(the other side\) may act alone/iu);
  });

  it('a bar on one party with an exception for that party is not told as binding both', async () => {
    const text = `${SUPPLY}3. The Seller shall not disclose the Buyer's drawings to anyone, provided that the Seller may disclose them to its own auditors.\n`;
    const result = await analyzeContractText(text);
    expect(JSON.stringify(result.keyFindings)).not.toMatch(/It binds both parties, except that/iu);
  });

  it('a bar on one named party with an exception for that party is not told as binding both', async () => {
    const text = `${SUPPLY}3. This Agreement may not be assigned by the Seller without the Buyer's written consent, except that the Seller may assign it to a buyer of substantially all of its assets.\n`;
    const result = await analyzeContractText(text);
    expect(told(result, 'Assignment')).not.toMatch(/It binds both parties/iu);
  });
});

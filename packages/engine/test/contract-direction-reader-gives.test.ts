import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { CUSTOMER, PROVIDER, SERVICES, TERMS } from './direction-agreements';
import { analyzeContractText } from './result-checks';

const ADDRESSED: ContractParameters = { role: 'client' };

async function toldOn(opening: string, clause: string, reader: ContractParameters, title: string): Promise<string> {
  const result: ContractAnalysis = await analyzeContractText(`${opening}\n\n${clause}`, reader);
  return toldAboutLines(result, title).join(' ');
}

describe('a licence the reader grants is a right the reader gives away', () => {
  it('tells the addressed customer its feedback licence cannot be withdrawn, not that its right is secure', async () => {
    const told = await toldOn(
      TERMS,
      '2. Feedback. You grant Quillmere a perpetual, irrevocable licence to use any feedback you provide.',
      ADDRESSED,
      'Irrevocable or perpetual license',
    );
    expect(told).toMatch(/you can never withdraw the permission/iu);
    expect(told).not.toMatch(/your right to use it is secure|keep it irrevocable/iu);
  });

  it('still tells a licence granted to the reader as a secure right', async () => {
    const told = await toldOn(
      SERVICES,
      'Provider grants Customer a perpetual, irrevocable licence to use the Reports.',
      CUSTOMER,
      'Irrevocable or perpetual license',
    );
    expect(told).toMatch(/your right to use it is secure/iu);
    expect(told).not.toMatch(/never withdraw/iu);
  });
});

describe('an indemnity the reader gives is a cost it carries', () => {
  it('tells the customer of a named agreement it may pay for the provider’s claims', async () => {
    const told = await toldOn(
      SERVICES,
      "Customer will defend and indemnify Provider against any claims arising from Customer's use of the deliverables.",
      CUSTOMER,
      'Indemnification',
    );
    expect(told).toMatch(/you may have to pay for claims/iu);
    expect(told).not.toMatch(/away from you|no change needed/iu);
  });
});

describe('an exclusion of the other party’s liability limits what the reader recovers', () => {
  it('tells the addressed customer it cannot recover, not that claims against it are shut out', async () => {
    const told = await toldOn(
      TERMS,
      '2. Liability. Quillmere will not be liable to you for any indirect or consequential damages.',
      ADDRESSED,
      'Limitation of liability',
    );
    expect(told).toMatch(/you cannot recover/iu);
    expect(told).not.toMatch(/claims against you/iu);
  });
});

describe('a one-sided assignment clause says who is free and who is bound', () => {
  const oneSided =
    "Provider may assign this Agreement without consent; Customer may not assign this Agreement without Provider's prior written consent.";

  it('tells the bound customer that only its side needs consent', async () => {
    const told = await toldOn(SERVICES, oneSided, CUSTOMER, 'Assignment');
    expect(told).toMatch(/only your side needs the other’s consent/iu);
    expect(told).not.toMatch(/binds both parties alike|works in your favour/iu);
  });

  it('tells the free provider that the freedom is its own', async () => {
    const told = await toldOn(SERVICES, oneSided, PROVIDER, 'Assignment');
    expect(told).toMatch(/works in your favour/iu);
  });

  it('names the one side an exception to a mutual consent requirement frees', async () => {
    const told = await toldOn(
      SERVICES,
      "Neither party may assign this Agreement without the other party's prior written consent, except that Provider may assign it to an affiliate without consent.",
      CUSTOMER,
      'Assignment',
    );
    expect(told).toMatch(/Provider \(the other side\) may act alone/u);
  });
});

describe('confidentiality is told from the party it binds', () => {
  it('tells the customer a duty binding only it as a duty to protect the other side’s information', async () => {
    const told = await toldOn(
      TERMS,
      "2. Confidentiality. You will keep Quillmere's Confidential Information secret and will not disclose it to anyone.",
      ADDRESSED,
      'Confidentiality',
    );
    expect(told).toMatch(/you must protect their information/iu);
    expect(told).not.toMatch(/protects what you share/iu);
  });

  it('tells a duty of each party as binding both', async () => {
    const told = await toldOn(
      SERVICES,
      "Each party agrees to keep the other party's Confidential Information secret.",
      CUSTOMER,
      'Confidentiality',
    );
    expect(told).toMatch(/binds both parties alike/iu);
    expect(told).toMatch(/you must protect their information/iu);
  });
});

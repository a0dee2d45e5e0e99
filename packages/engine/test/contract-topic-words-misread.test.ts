import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { quotesTitled, toldAboutLines } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests.
const PREAMBLE =
  'This Supply Agreement is made as of June 9, 2023 by and between Larkspur Analytics Ltd. ("Larkspur") and Ostrander Retail Inc. ("Ostrander").';
const LAW = 'This Agreement shall be governed by the laws of the State of Oregon.';
const READER: ContractParameters = { role: 'client', party: 'Ostrander' };

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(['SUPPLY AGREEMENT', PREAMBLE, ...sentences, LAW].join('\n\n'), READER);
}

describe('a sentence denying outsiders any right is told as shutting them out', () => {
  it('a denial of duties to non-parties under a heading naming beneficiaries never says outsiders may enforce', async () => {
    const result = await analyse(
      '7. Disclaimer of Third Party Beneficiary Rights. Larkspur owes no duty, liability or credit to any person who is not a party to this Agreement.',
    );
    const told = toldAboutLines(result, 'Third-party beneficiaries').join(' ');
    expect(told).not.toMatch(/outside the contract may enforce|may still enforce|bring claims against you/iu);
  });

  it('a denial that names an exception is still listed, with the exception told', async () => {
    const result = await analyse(
      'Except for the affiliates of Ostrander, which are intended third party beneficiaries of this Agreement, nothing in this Agreement gives any right or remedy to any person other than the parties.',
    );
    expect(toldAboutLines(result, 'Third-party beneficiaries').join(' ')).toMatch(
      /apart from (?:any|the) exception it names/iu,
    );
  });

  it('a sentence that makes someone a beneficiary is still told as letting them enforce', async () => {
    const result = await analyse(
      'Each affiliate of Ostrander is an intended third-party beneficiary of Section 4 and may enforce it directly against Larkspur.',
    );
    expect(toldAboutLines(result, 'Third-party beneficiaries').join(' ')).toMatch(/enforce/iu);
  });
});

describe('a requirements contract needs a party’s requirements bought or supplied', () => {
  it('complying with all of its requirements is no exclusivity', async () => {
    const result = await analyse('Ostrander shall comply with all of its requirements under applicable law.');
    expect(quotesTitled(result, 'Exclusivity')).toEqual([]);
  });

  it('buying all of its requirements of a product from the other side is exclusivity', async () => {
    const result = await analyse('Ostrander shall purchase all of its requirements of packaging from Larkspur.');
    expect(quotesTitled(result, 'Exclusivity').join(' ')).toMatch(/all of its requirements of packaging/u);
  });

  it('supplying all of the other side’s requirements is exclusivity', async () => {
    const result = await analyse(
      'Larkspur shall supply 100% of Ostrander’s requirements for printed labels during the Term.',
    );
    expect(quotesTitled(result, 'Exclusivity').length).toBeGreaterThan(0);
  });
});

describe('a covenant not to sue needs a promise not to sue or challenge', () => {
  it('a sentence keeping ownership under a heading naming the covenant grounds no covenant', async () => {
    const result = await analyse(
      '8. Covenant Not to Sue',
      'All rights in the marketing materials remain with Larkspur.',
    );
    expect(quotesTitled(result, 'Covenant not to sue')).toEqual([]);
  });

  it('a promise under that heading not to bring claims is still the covenant', async () => {
    const result = await analyse(
      '8. Covenant Not to Sue',
      'Ostrander agrees that it will never assert any claim against Larkspur based on the marketing materials.',
    );
    expect(quotesTitled(result, 'Covenant not to sue').join(' ')).toMatch(/never assert any claim/u);
  });
});

describe('a third-party beneficiary is never listed among the parties', () => {
  it('terms naming an app store as an intended beneficiary list only the provider and the user', async () => {
    const result = await analyzeContractText(
      [
        'TERMS OF USE',
        'These Terms of Use are a contract between you and Fernhill Ltd ("Fernhill").',
        'You may use the app on devices you own.',
        'Orchard Devices Inc. ("Orchard") is an intended third-party beneficiary of these Terms and may enforce them against you.',
      ].join('\n\n'),
      { role: 'client' },
    );
    const parties = (result.clauses ?? []).filter((clause) => clause.category === 'Parties').map((c) => c.value);
    expect(parties.join(' ')).toMatch(/Fernhill/u);
    expect(parties.join(' ')).not.toMatch(/Orchard/u);
  });
});

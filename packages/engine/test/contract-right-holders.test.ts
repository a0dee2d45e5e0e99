import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { directionOf } from '../src/local/contract/contract-direction';
import { analyzeContractText } from './result-checks';

// Agreements written for these tests. In each, whose right a clause is comes from the sentence's grammar.
const RESERVED =
  'The Institute reserves on behalf of the Government an irrevocable, nonexclusive, nontransferable, royalty-free licence to practise the licensed inventions for government purposes.';
const CHOSEN_AUDITOR =
  'These records shall be kept for four years and shall be available during normal business hours for inspection by an accountant selected by the Institute, to verify the royalties reported.';
const PATENT_LICENCE = [
  'PATENT LICENCE AGREEMENT',
  'This Patent Licence Agreement is made on March 3, 2024 between Corvallis Bioworks Institute ("Institute") and Tamsin Therapeutics Inc. ("Licensee").',
  'The Institute hereby grants to the Licensee an exclusive licence under the Licensed Patents to make and sell Licensed Products in the Territory.',
  RESERVED,
  'The Licensee shall pay the Institute a royalty of four percent of net sales within thirty days after each quarter.',
  'The Licensee shall keep complete and accurate books and records of all sales of Licensed Products.',
  CHOSEN_AUDITOR,
  'This Agreement is governed by the laws of the State of Oregon.',
].join('\n\n');

const FIRST_REFUSAL =
  'The Company shall maintain a right of first refusal over transfers of shares of its Common Stock by each holder thereof, subject to customary exceptions.';
const INVESTMENT = [
  'SERIES A PREFERRED STOCK PURCHASE AGREEMENT',
  'This Agreement is made on June 2, 2025 by and between Brightwater Robotics, Inc., a Delaware corporation (the "Company"), and Halden Ventures Fund II, L.P. (the "Purchaser").',
  'The Company agrees to issue and sell to the Purchaser, and the Purchaser agrees to purchase from the Company, 400,000 shares of Series A Preferred Stock for $2.00 per share.',
  'The Company will permit the Purchaser to visit and inspect the Company’s properties, to examine its books of account and records and to discuss the Company’s affairs and finances with its officers, at reasonable times.',
  FIRST_REFUSAL,
  'This Agreement is governed by the laws of the State of Delaware.',
].join('\n\n');

/** Every line a finding quoting `quote` tells the reader: risk cards, key findings and their advice. */
function toldOf(result: ContractAnalysis, quote: string): string {
  const start = quote.slice(0, 40);
  return [
    ...result.risks.filter((risk) => risk.evidence?.quote.includes(start)).map((risk) => risk.finding),
    ...result.keyFindings
      .filter((finding) => finding.quotedText.includes(start))
      .map((finding) => `${finding.description} ${finding.recommendation}`),
    ...result.recommendations.contractImprovements
      .filter((change) => change.evidence?.quote.includes(start))
      .map((change) => `${change.issue} ${change.specificChange}`),
  ].join('\n');
}

describe('a licence kept for someone who is not a party', () => {
  it.each<ContractParameters>([{ role: 'client' }, { role: 'client', party: 'Licensee' }])(
    'is told as the outsider’s, not as the reader’s licence or one it grants: %o',
    async (parameters) => {
      const told = toldOf(await analyzeContractText(PATENT_LICENCE, parameters), RESERVED);
      expect(told).toMatch(/kept for the Government \(not a party to the agreement\): it is not yours/u);
      expect(told).not.toMatch(/never withdraw|cannot pass the licence|Allow revocation/iu);
    },
  );

  it('leaves out that the outsider’s licence cannot be passed on, which says nothing to the reader', async () => {
    const result = await analyzeContractText(PATENT_LICENCE, { role: 'client' });
    const tags = (result.clauses ?? []).filter((clause) => clause.evidence?.quote.includes(RESERVED.slice(0, 40)));
    expect(tags.map((clause) => clause.title)).not.toContain('Non-transferable license');
  });

  it('told to the party that keeps it, says the other side’s rights are subject to it', async () => {
    const told = toldOf(
      await analyzeContractText(PATENT_LICENCE, { role: 'service-provider', party: 'Institute' }),
      RESERVED,
    );
    expect(told).toMatch(/Your side keeps this licence for the Government/u);
  });
});

describe('an audit right held by the party that picks the auditor', () => {
  it('binds the licensee whose records are inspected', async () => {
    const told = toldOf(
      await analyzeContractText(PATENT_LICENCE, { role: 'client', party: 'Licensee' }),
      CHOSEN_AUDITOR,
    );
    expect(told).toMatch(/You must keep records and open them/u);
    expect(told).not.toMatch(/You can verify what you are charged/u);
  });

  it('reads the chooser of the auditor as the holder of a passive inspection right', () => {
    const parties = [
      { name: 'Corvallis Bioworks Institute', aliases: ['Institute'], roles: [], side: 'provider' as const },
      { name: 'Tamsin Therapeutics Inc.', aliases: ['Licensee'], roles: [], side: 'recipient' as const },
    ];
    expect(directionOf(CHOSEN_AUDITOR, parties)).toMatchObject({
      obligor: { kind: 'party', party: 1 },
      beneficiary: { kind: 'party', party: 0 },
      form: 'right',
    });
  });
});

describe('an investor’s rights over the company', () => {
  it('tells the investor it may inspect the company, not that it must open its own books', async () => {
    const result = await analyzeContractText(INVESTMENT, { role: 'client' });
    const told = toldOf(result, 'The Company will permit the Purchaser to visit');
    expect(told).toMatch(/You can inspect the other side’s books, records and premises/u);
    expect(told).not.toMatch(/You must keep records|Limit audits/u);
  });

  it('tells a first refusal over other holders’ share transfers as no limit on the investor', async () => {
    const told = toldOf(await analyzeContractText(INVESTMENT, { role: 'client' }), FIRST_REFUSAL);
    expect(told).toMatch(/covers dealings by each holder thereof \(not a party to the agreement\)/u);
    expect(told).not.toMatch(/You cannot freely sell|response window/u);
  });

  it('reads a company beside its purchaser as the seller when the parties are not known', () => {
    const direction = directionOf('The Company will permit each Purchaser to inspect its books and records.', []);
    expect(direction).toMatchObject({ obligor: { kind: 'side', side: 'provider' }, form: 'duty' });
    // Alone, or beside its own staff, a company is still the side that pays.
    expect(directionOf('The Company shall pay the Consultant a fee of $500.', [])).toMatchObject({
      obligor: { kind: 'side', side: 'recipient' },
    });
  });
});

// Neither party is said to provide or pay in the opening, so the reader's own party is not known.
const BOTH_MAY_LEAVE = [
  'SERVICES AGREEMENT',
  'This Agreement is made on April 4, 2025 between Orrin Labs Ltd. ("Orrin") and Pemberton Digital LLC ("Pemberton").',
  'Either party may terminate this Agreement for any or no reason on thirty (30) days’ notice to the other party.',
  'This Agreement is governed by the laws of the State of Maine.',
].join('\n\n');
const NDA = [
  'MUTUAL NONDISCLOSURE AGREEMENT',
  'This Mutual Nondisclosure Agreement is made on May 5, 2025 between Ferncliff Analytics Inc. ("Ferncliff") and Odeyne Systems LLC ("Odeyne").',
  'Each party may disclose Confidential Information to the other to evaluate a possible business relationship.',
  'The receiving party shall hold the disclosing party’s Confidential Information in confidence and shall not disclose it to any third party.',
  'Either party may terminate this Agreement for any or no reason upon notice to the other party.',
  'This Agreement is governed by the laws of the State of Vermont.',
].join('\n\n');
const EITHER_EXIT = 'Either party may terminate this Agreement for any or no reason';

describe('an exit both parties hold, told from the reader’s role', () => {
  it('tells a paying client what it may lose, not the income a supplier counts on', async () => {
    const told = toldOf(await analyzeContractText(BOTH_MAY_LEAVE, { role: 'client' }), EITHER_EXIT);
    expect(told).not.toMatch(/income or work/iu);
    expect(told).toMatch(/without the service|walk away|what you pay for/iu);
  });

  it('tells the paid side the income it counts on', async () => {
    const told = toldOf(await analyzeContractText(BOTH_MAY_LEAVE, { role: 'service-provider' }), EITHER_EXIT);
    expect(told).toMatch(/income or work/iu);
  });

  it('tells an NDA’s exit as the end of sharing, not of income or a service', async () => {
    const told = toldOf(await analyzeContractText(NDA, { role: 'client' }), EITHER_EXIT);
    expect(told).not.toMatch(/income or work|without the service/iu);
    expect(told).toMatch(/stops what is shared under it/u);
  });
});

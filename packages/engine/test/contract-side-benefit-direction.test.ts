import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

const LAW = 'This Agreement shall be governed by the laws of the State of Delaware.';

// An alliance between two companies written for these tests; an adviser who is neither party owes help to the Company.
const ALLIANCE = [
  'STRATEGIC ALLIANCE AGREEMENT',
  'This Strategic Alliance Agreement is made as of May 4, 2022 by and between Orbis Toys Inc. ("Company") and Lantern Brands LLC ("Partner").',
  'The Partner shall promote the Company’s toys to retailers, and the Company shall pay the Partner a fee for each retailer it introduces.',
];

function consulting(consultant: string, restraint: string): string {
  return [
    'CONSULTING AGREEMENT',
    `This Consulting Agreement is made as of May 4, 2022 by and between Harwick Foods Inc. ("Company") and ${consultant} ("Consultant").`,
    'The Consultant shall advise the Company on food safety, and the Company shall pay the Consultant the fees in Schedule 1.',
    restraint,
    LAW,
  ].join('\n\n');
}

function risk(result: ContractAnalysis, title: string) {
  return result.risks.find((found) => found.finding.startsWith(`${title}:`));
}

function recommendation(result: ContractAnalysis, title: string) {
  return result.recommendations.contractImprovements.find((found) => found.issue.startsWith(`${title}:`));
}

describe('a duty owed to the reader is not told as the reader’s burden', () => {
  it('does not tell the Company that it must keep working after the end when someone else must keep assisting it', async () => {
    const text = [
      ...ALLIANCE,
      'Advisor’s obligation to assist the Company shall continue beyond the termination of Advisor’s relationship with the Company, but the Company shall pay Advisor a reasonable rate for the time spent at the Company’s request.',
      LAW,
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client', party: 'Company' });
    const found = risk(result, 'Obligations after termination');
    expect(found?.finding ?? '').not.toMatch(/you may have to keep working/iu);
    expect(recommendation(result, 'Obligations after termination')?.specificChange ?? '').not.toMatch(
      /post-termination work is paid/iu,
    );
  });
});

// A staffing agreement written for these tests: the agency (the other side) owes the client a minimum of nurses.
function staffing(minimum: string): string {
  return [
    'STAFFING AGREEMENT',
    'This Staffing Agreement is made as of March 3, 2021 by and between Brightwater Clinics Inc. ("Company") and Nordvale Staffing LLC ("Contractor").',
    'The Contractor shall provide nursing staff to the Company, and the Company shall pay the Contractor the rates in Schedule 1.',
    minimum,
    LAW,
  ].join('\n\n');
}

describe('a minimum the other side owes is the reader’s protection', () => {
  it.each([
    'A minimum commitment of twenty (20) nurses shall be provided by the Contractor in each calendar month.',
    'Minimum Commitment. The Contractor shall staff a minimum of twenty (20) nurses in each calendar month, and the Company shall pay for each nurse at the rates in Schedule 1.',
  ])('tells the client that the agency owes it the minimum, at low risk: %s', async (minimum) => {
    const result = await analyzeContractText(staffing(minimum));
    const found = risk(result, 'Minimum commitment');
    expect(found?.finding ?? '').not.toMatch(/you owe the minimum/iu);
    expect(found?.level).toBe('low');
    expect(recommendation(result, 'Minimum commitment')?.specificChange ?? '').not.toMatch(/lower the minimum/iu);
  });

  it('still tells the client a minimum it must buy as its own', async () => {
    const result = await analyzeContractText(
      staffing(
        'The Company shall purchase a minimum of 400 nursing shifts from the Contractor in each calendar month.',
      ),
    );
    expect(risk(result, 'Minimum commitment')?.finding ?? '').toMatch(/you owe the minimum/iu);
  });
});

describe('a company’s non-compete is not told as an employee’s', () => {
  it('tells a consulting firm bound with its affiliates as a business, without “earning a living” or “pay during it”', async () => {
    const result = await analyzeContractText(
      consulting(
        'Ostrova Advisory GmbH',
        'The Consultant and its affiliates shall not compete with the Company in Germany during the term of this Agreement and for one (1) year after its termination.',
      ),
      { role: 'client', party: 'Consultant' },
    );
    const found = risk(result, 'Non-compete');
    expect(found).toBeDefined();
    expect(found?.finding ?? '').not.toMatch(/earning a living/iu);
    expect(recommendation(result, 'Non-compete')?.specificChange ?? '').not.toMatch(/pay during it/iu);
  });

  it('keeps the personal wording for a consultant who is a person', async () => {
    const result = await analyzeContractText(
      consulting(
        'Lena Ostrova',
        'The Consultant shall not compete with the Company in Germany during the term of this Agreement and for one (1) year after its termination.',
      ),
      { role: 'client', party: 'Consultant' },
    );
    expect(risk(result, 'Non-compete')?.finding ?? '').toMatch(/earning a living/iu);
  });
});

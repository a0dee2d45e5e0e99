import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';
import { analyzeContractText } from './result-checks';

// Halvorsen pays Pelletier to promote it; each test names the reader's party.
function told(result: ContractAnalysis, title: string): string {
  return result.keyFindings
    .filter((finding) => finding.title === title)
    .map((finding) => `${finding.description} ${finding.recommendation}`)
    .join(' ');
}

describe('a right to end the agreement is told from the party that holds it', () => {
  const ownExit =
    'Halvorsen may terminate this Agreement immediately upon written notice if Pelletier fails to deliver the campaign materials for sixty (60) days.';

  it('the holder is told the exit is its own, not that it may lose the service', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, ownExit);
    const termination = told(result, 'Termination rights');
    expect(termination).toMatch(/the right to end it is your side’s/iu);
    expect(termination).not.toMatch(/leave you without the service|cuts off the income/iu);
  });

  it('the other party is told an early end can cut off what it counts on', async () => {
    const result = await analyse({ role: 'service-provider', party: 'Pelletier' }, ownExit);
    const termination = told(result, 'Termination rights');
    expect(termination).toMatch(/cuts off the income or work/iu);
    expect(termination).not.toMatch(/your side’s/iu);
  });

  it('a paying party facing the other side’s exit is told it may lose the service, not its income', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier may terminate this Agreement upon ninety (90) days’ written notice if Halvorsen fails to pay any invoice when due.',
    );
    const termination = told(result, 'Termination rights');
    expect(termination).toMatch(/leave you without the service/iu);
    expect(termination).not.toMatch(/cuts off the income/iu);
  });
});

// The Brand Owners pay for the promotion (the client's side) and license their marks to Pelletier for it.
describe('a grant by parties named in the plural is read from its grantors', () => {
  const agreement = [
    'TRADEMARK LICENCE AGREEMENT',
    'This Licence Agreement is made as of May 9, 2021 by and between Halvorsen Brands LLC (the "Brand Owners") and Pelletier Media LLC ("Pelletier").',
    'The Brand Owners shall pay Pelletier a monthly fee of $4,000 for promoting their products.',
    'The Brand Owners grant to Pelletier a nonexclusive, nontransferable license to use the Halvorsen marks during the Term.',
    'This Agreement shall be governed by the laws of the State of Vermont.',
  ].join('\n\n');

  it('the grantors are not told that they cannot pass on the licence', async () => {
    const result = await analyzeContractText(agreement, { role: 'client', party: 'Brand Owners' });
    const licence = told(result, 'Non-transferable license');
    expect(licence).toMatch(/keeps control of who uses what you license/iu);
    expect(licence).not.toMatch(/you cannot pass the licence/iu);
  });
});

describe('a disclaimer is told from the party that makes it', () => {
  it('what the other side provides "as is" is no quality promise the reader gives', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'The campaign services are provided "as is" and Halvorsen acknowledges that it bears all responsibility for evaluating the results.',
    );
    const warranty = told(result, 'Warranties and disclaimers');
    expect(warranty).not.toMatch(/promise of quality you give|\(your side\) gives this promise/iu);
  });
});

import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldOn } from './contract-advice-seen';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';
import { analyzeContractText } from './result-checks';

// Sentences and agreements written for these tests. Halvorsen pays Pelletier in the marketing agreement.
const HALVORSEN = { role: 'client', party: 'Halvorsen' } as const;

function cardOf(result: ContractAnalysis, title: string) {
  return result.keyFindings.find((finding) => finding.title === title);
}

const LOGO_LICENCE =
  'Pelletier grants Halvorsen a non-exclusive, non-transferable licence to use the Pelletier logo in its stores.';
const ONE_WAY_SECRECY =
  'Pelletier shall not disclose to any third party any confidential information that Halvorsen provides under this Agreement.';

describe('a point to note whose only ask is the rule’s general one', () => {
  it('says that nothing needs changing, and no negotiating tip written for every contract', async () => {
    const card = cardOf(await analyse(HALVORSEN, LOGO_LICENCE), 'License grant');
    expect(card?.type).toBe('low');
    expect(card?.recommendation).toBe('No change needed for your side.');
  });

  it('keeps an ask fitted to what the contract leaves out', async () => {
    const card = cardOf(await analyse(HALVORSEN, ONE_WAY_SECRECY), 'Confidentiality');
    expect(card?.type).toBe('low');
    expect(card?.recommendation).toMatch(/say how long the duty lasts/u);
  });
});

describe('an indemnity that binds both parties alike', () => {
  it('does not tell that it both costs the reader and shifts the cost away from the reader', async () => {
    const result = await analyse(
      HALVORSEN,
      'Each party shall indemnify the other party against any claim by a third party arising from its breach of this Agreement.',
    );
    const told = toldOn(result, 'Indemnification');
    expect(told).toMatch(/binds both parties alike/u);
    expect(told).not.toMatch(/shifts the cost of certain claims away from you/u);
  });
});

// A lease written for these tests; the tenant reads it.
function lease(...clauses: string[]): string {
  return [
    'RESIDENTIAL TENANCY AGREEMENT',
    'This Tenancy Agreement is made on 1 June 2025 between Marwood Lettings Ltd (the "Landlord") and Ada Quint (the "Tenant").',
    'The Tenant shall pay the Landlord a rent of £1,200 per month in advance on the first day of each month.',
    ...clauses,
    'This Agreement is governed by the laws of England and Wales.',
  ].join('\n\n');
}

describe('a rent increase whose ceiling and notice the lease already sets', () => {
  const INCREASE =
    '4.1 The Landlord may increase the rent on each anniversary of this Agreement by a maximum of ____ percent.';
  const NOTICE =
    '4.2 The Landlord must give the Tenant a written rent review notice not less than 30 days before each increase takes effect.';

  it('asks for the figure the form leaves blank, not for a ceiling and notice it sets', async () => {
    const result = await analyzeContractText(lease(INCREASE, NOTICE), { role: 'tenant' });
    const card = cardOf(result, 'Rent increase');
    expect(card?.recommendation).not.toMatch(/Ask for a fixed maximum increase/u);
    expect(card?.recommendation).toMatch(/Agree a low figure for the maximum increase the clause leaves blank/u);
    expect(card?.recommendation).toMatch(/already requires notice before an increase/u);
  });

  it('still asks for a ceiling and notice where the lease sets neither', async () => {
    const result = await analyzeContractText(
      lease('4.1 The Landlord may increase the rent on each anniversary of this Agreement.'),
      { role: 'tenant' },
    );
    expect(cardOf(result, 'Rent increase')?.recommendation).toMatch(
      /Ask for a fixed maximum increase per year and written notice well in advance/u,
    );
  });
});

describe('the list of contract improvements', () => {
  it('lists no rule’s general ask and no advice that asks for no change', async () => {
    const result = await analyse(HALVORSEN, LOGO_LICENCE, ONE_WAY_SECRECY);
    const changes = result.recommendations.contractImprovements.map((item) => item.specificChange);
    expect(changes.join(' ')).not.toMatch(/No change needed/u);
    // The licence's ask is the rule's general one: told on its card at medium risk, not listed as a change to this agreement.
    const card = cardOf(result, 'Non-transferable license');
    expect(card?.type).toBe('medium');
    expect(card?.recommendation).toMatch(/Ask for transfer to affiliates/u);
    expect(changes.join(' ')).not.toMatch(/Ask for transfer to affiliates/u);
  });
});

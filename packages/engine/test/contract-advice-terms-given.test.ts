import { describe, expect, it } from 'vitest';
import { keyFindingAdvice as advice } from './contract-advice-seen';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Halvorsen pays Pelletier in the marketing agreement.
const PAYER = { role: 'client', party: 'Halvorsen' } as const;
const PAID = { role: 'service-provider', party: 'Pelletier' } as const;

describe('each ask of a recommendation is checked against the whole contract', () => {
  it('does not ask for a return deadline and itemised deductions a deposit clause already gives', async () => {
    const result = await analyse(
      PAYER,
      'Halvorsen shall pay Pelletier a security deposit of $5,000, from which Pelletier may deduct any unpaid fees.',
      'Pelletier shall return the security deposit within thirty (30) days after the end of the term, together with an itemised statement of any deductions.',
    );
    const told = advice(result, 'Security deposit');
    expect(told).not.toMatch(/ask for a deadline/iu);
    expect(told).not.toMatch(/ask for an? itemised/iu);
  });

  it('asks only for the itemised deductions when the return deadline is already there', async () => {
    const result = await analyse(
      PAYER,
      'Halvorsen shall pay Pelletier a security deposit of $5,000, from which Pelletier may deduct any unpaid fees.',
      'Pelletier shall return the security deposit within thirty (30) days after the end of the term.',
    );
    const told = advice(result, 'Security deposit');
    expect(told).not.toMatch(/ask for a deadline/iu);
    expect(told).toMatch(/itemised/iu);
  });

  it('does not ask to limit in time a duty after the end that already states its period', async () => {
    const result = await analyse(
      PAID,
      'Pelletier shall keep all campaign records and make them available to Halvorsen for a period of seven (7) years after the termination of this Agreement.',
    );
    const told = advice(result, 'Obligations after termination');
    expect(told).not.toBe('');
    expect(told).not.toMatch(/make sure what binds you after the end is limited in time/iu);
  });

  it('does not say a set sum may be all the reader recovers when the contract keeps the other remedies', async () => {
    const result = await analyse(
      PAYER,
      'If Pelletier breaches Section 4, Pelletier shall pay Halvorsen twenty thousand dollars ($20,000) as liquidated damages.',
      'The rights and remedies of the parties under this Agreement are cumulative and in addition to any other rights or remedies available at law or in equity.',
    );
    const found = result.keyFindings.find((finding) => finding.title === 'Liquidated damages');
    expect(found?.description ?? '').not.toMatch(/all you can recover/iu);
    expect(found?.recommendation ?? '').not.toMatch(/keep your other remedies/iu);
  });

  it('does not ask a payer for a right to dispute invoices that another clause already gives', async () => {
    const result = await analyse(
      PAYER,
      'Halvorsen may dispute any invoice by written notice to Pelletier within ten (10) days of its receipt.',
      'Late payments shall bear interest at the rate of one and one-half percent (1.5%) per month.',
    );
    const told = advice(result, 'Payment terms and late fees');
    expect(told).not.toMatch(/ask for[^.;]*right to dispute/iu);
    expect(told).toMatch(/grace period/iu);
  });

  it('does not ask to limit an indemnity to the reader’s fault when it covers only the reader’s failure to comply', async () => {
    const result = await analyse(
      PAYER,
      'Halvorsen shall indemnify and hold Pelletier harmless from any loss, damage, claim or action resulting from Halvorsen’s failure to comply with any of its obligations under this Agreement.',
    );
    const told = advice(result, 'Indemnification');
    expect(told).not.toMatch(/limit it to claims caused by your own fault/iu);
  });
});

describe('advice on an automatic renewal reads the notice it needs', () => {
  const RENEWAL = (notice: string) =>
    `This Agreement shall renew automatically for successive one-year terms unless either party gives written notice of non-renewal at least ${notice} before the end of the then-current term.`;

  it('does not ask for a shorter notice than a short one it already has, nor call it long', async () => {
    const result = await analyse(PAYER, RENEWAL('sixty (60) days'));
    const found = result.keyFindings.find((finding) => finding.title === 'Automatic renewal');
    expect(found?.recommendation ?? '').not.toMatch(/ask for a shorter/iu);
    expect(found?.recommendation ?? '').toMatch(/60 days/u);
    expect(found?.description ?? '').not.toMatch(/long notice period/iu);
  });

  it('asks for a shorter notice, naming it, when the one it needs is long', async () => {
    const result = await analyse(PAYER, RENEWAL('six (6) months'));
    const advice = result.keyFindings.find((finding) => finding.title === 'Automatic renewal')?.recommendation;
    expect(advice).toMatch(/6 months/u);
    expect(advice).toMatch(/ask for a shorter one or a reminder before renewal/u);
  });
});

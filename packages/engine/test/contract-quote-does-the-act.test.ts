import { describe, expect, it } from 'vitest';
import { type AgreementOpening, numberedAnalyserOf } from './agreement-openings';
import { quotesTitled } from './contract-advice-seen';

/**
 * A clause's finding quotes a sentence that does the clause's act (paying, ending the agreement), not one from
 * a neighbouring topic that only names it: an inspection finding an underpayment, a notice sent once a fee is
 * payable, an end of one duty under the agreement. Sentences written for these tests.
 */
const PELLWORTH_HOSTING: AgreementOpening = {
  title: 'HOSTING AGREEMENT',
  preamble:
    'This Hosting Agreement (the "Agreement") is made on 2 May 2024 between Pellworth Media Ltd (the "Customer") and Quarrystone Cloud Inc. (the "Host").',
  clauses: ['Services. The Host shall host the Customer’s websites as described in the Order.'],
  closing: ['Governing Law. This Agreement is governed by the laws of the State of Oregon.'],
};

const analyse = numberedAnalyserOf(PELLWORTH_HOSTING);

const PAYS =
  'Charges. The Customer shall pay each invoice within thirty (30) days of the date of the invoice, by bank transfer.';
const INSPECTION_SHORTFALL =
  'Records. Should an inspection of the usage records show that the Customer was billed too little, the Customer shall pay the shortfall promptly, together with late charges at the rate set out in the Order.';
const TOLD_ONCE_PAYABLE =
  'Referrals. When a referral fee becomes payable, the Host must within fourteen (14) days tell the Customer in writing which referred client it concerns.';

describe('payment terms', () => {
  it('are quoted from the sentence setting when invoices are paid, not from one on a shortfall an inspection finds', async () => {
    const quotes = quotesTitled(await analyse(PAYS, INSPECTION_SHORTFALL), 'Payment terms and late fees');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toMatch(/within thirty \(30\) days of the date of the invoice/u);
  });

  it('are not quoted from a duty to tell the other side something once a fee is payable', async () => {
    const quotes = quotesTitled(await analyse(PAYS, TOLD_ONCE_PAYABLE), 'Payment terms and late fees');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).not.toMatch(/tell the Customer/u);
  });

  it('are not listed at all where the only sentence naming a payable fee is a duty to tell', async () => {
    const quotes = quotesTitled(await analyse(TOLD_ONCE_PAYABLE), 'Payment terms and late fees');
    for (const quote of quotes) expect(quote).not.toMatch(/tell the Customer/u);
  });
});

const ENDS_THE_AGREEMENT =
  'Ending. Either party may terminate this Agreement if the other party commits a material breach and does not remedy it within thirty (30) days of written notice.';
const ENDS_ONE_DUTY =
  'Upgrades. The Host may terminate its maintenance obligations for a superseded release upon sixty (60) days’ written notice if the Customer declines the upgrade.';
const ENDS_SUPPORT =
  'Help desk. The Host may cancel the support for any ticket the Customer leaves unanswered for thirty (30) days.';

describe('termination rights', () => {
  it('are quoted from the sentence ending the agreement, not from one ending a duty under it', async () => {
    const quotes = quotesTitled(await analyse(ENDS_ONE_DUTY, ENDS_THE_AGREEMENT), 'Termination rights');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toMatch(/terminate this Agreement/u);
  });

  it('are not quoted from a sentence that only ends a duty or a service under the agreement', async () => {
    const result = await analyse(ENDS_ONE_DUTY, ENDS_SUPPORT);
    const quotes = [
      ...quotesTitled(result, 'Termination rights'),
      ...quotesTitled(result, 'Termination for convenience'),
    ];
    for (const quote of quotes) expect(quote).not.toMatch(/maintenance obligations|support for any ticket/u);
  });

  it('still reads ending the agreement together with every duty under it as termination', async () => {
    const quotes = quotesTitled(
      await analyse(
        'Ending. The Host may terminate this Agreement and all of its obligations under it upon ninety (90) days’ written notice if the Customer is insolvent.',
      ),
      'Termination rights',
    );
    expect(quotes.join('\n')).toMatch(/terminate this Agreement and all of its obligations/u);
  });
});

import { describe, expect, it } from 'vitest';
import { costsNothing, endsAtWill, paysNothing, userMayStop } from '../src/local/contract/free-of-charge';

const read = (...texts: string[]) => texts.map((text) => ({ text }));

describe('whether the reader pays nothing under the agreement', () => {
  it.each([
    ['The Service is free to use for registered members.'],
    ['Attendance at the Summit is complimentary.'],
    ['No fees are payable by Participant under this Agreement.', 'The kit is made available at no cost.'],
  ])('reads "%s" as free', (...texts) => {
    expect(paysNothing(read(...texts))).toBe(true);
  });

  it('does not read a free replacement or free updates in a paid deal as a free deal', () => {
    expect(
      paysNothing(
        read('Supplier shall replace defective goods free of charge.', 'Buyer shall pay the prices in Exhibit B.'),
      ),
    ).toBe(false);
    expect(
      paysNothing(read('Updates are provided at no additional charge.', 'Customer shall pay a fee of $500 per month.')),
    ).toBe(false);
  });

  it('does not take "free from defects", "royalty-free" or "free and clear" for no charge', () => {
    expect(paysNothing(read('Goods shall be free from defects.', 'Title is free and clear of liens.'))).toBe(false);
    expect(paysNothing(read('Licensee receives a royalty-free licence.'))).toBe(false);
  });
});

describe('whether what the agreement provides costs the reader nothing', () => {
  it('does not take the prizes a contest offers for a price the entrant pays', () => {
    const contest = read(
      'Entrants may submit one design each month.',
      'Prizes: first place $1,500; runners-up $250 each.',
      'Grand Prize: a laptop (approximate retail value $1,200).',
      'Three Finalists: €400 each',
      'Prizes are not transferable and no cash alternative is offered.',
    );
    expect(costsNothing(contest)).toBe(true);
  });

  it('still reads an entry fee or a price as a payment where prizes are offered', () => {
    expect(
      costsNothing(read('Each team pays an entry fee of $30.', 'The winning team receives a prize of $900.')),
    ).toBe(false);
    expect(
      costsNothing(
        read('Tickets cost $15.', 'One prize of $50 is drawn.', 'Prizes are awarded at the end of the evening.'),
      ),
    ).toBe(false);
  });

  it('does not take the costs of claims an indemnity names for a price', () => {
    const platform = read(
      'The Member shall defend and hold harmless the Institute against all claims, losses, costs and expenses (including the reasonable fees of its lawyers and auditors) arising from the Member’s use of the Archive.',
      'The Institute may withdraw the Archive at any time.',
    );
    expect(costsNothing(platform)).toBe(true);
  });

  it('does not take a fee a party may choose to charge for a payment owed', () => {
    expect(costsNothing(read('You may offer training on the toolkit for a fee if you wish.'))).toBe(true);
    expect(costsNothing(read('Maintenance is provided for a fee of $90 per hour.'))).toBe(false);
  });

  it('still reads fees owed for the service beside an indemnity as a payment', () => {
    expect(
      costsNothing(
        read(
          'The Customer shall indemnify the Supplier against third-party claims.',
          'The Customer shall pay the monthly fees.',
        ),
      ),
    ).toBe(false);
  });
});

describe('whether either side may end it at will', () => {
  it('needs both the provider’s right to discontinue and the user’s to stop', () => {
    const provider = 'The Host may suspend or discontinue the Forum at any time.';
    const user = 'Members may stop using the Forum at any time.';
    expect(endsAtWill(read(provider, user))).toBe(true);
    expect(endsAtWill(read(provider))).toBe(false);
    expect(endsAtWill(read(user))).toBe(false);
  });
});

describe('whether the user may leave whenever it wishes', () => {
  it.each([
    ['You can close your account at any time from the settings page.'],
    ['Subscribers may cancel their subscription anytime.'],
    ['You are free to stop using the App whenever you wish.'],
    ['You may terminate these Terms at any time by deleting your profile.'],
    ['You can delete any of your photos, or your account, anytime.'],
  ])('reads "%s" as the user’s own way out', (text) => {
    expect(userMayStop(read(text))).toBe(true);
  });

  it.each([
    ['We can close your account at any time.'],
    ['You may delete any of your comments at any time.'],
    ['You may not cancel your subscription before the end of the term.'],
    ['You can contact us at any time.'],
  ])('does not read "%s" as the user’s own way out', (text) => {
    expect(userMayStop(read(text))).toBe(false);
  });
});

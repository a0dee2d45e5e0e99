import { describe, expect, it } from 'vitest';
import { dealScope, narrowScope, runningStateOf } from '../src/local/contract/provision-scope';

// Sentences written for these tests: how far a provision reaches, read from its own words.

const limitOf = (sentence: string, deal = dealScope([])) => narrowScope(sentence, deal)?.limit;

describe('a provision limited to one kind of use', () => {
  it('reads a cap or a right that names only trials, betas, previews or free use', () => {
    expect(
      limitOf('Quillon’s liability for Pilot Programs and Preview Features shall not exceed five hundred dollars.'),
    ).toBe('for Pilot Programs and Preview Features');
    expect(limitOf('Either party may end the Subscriber’s use of Beta Features at any time for any reason.')).toBe(
      'for Beta Features',
    );
    expect(limitOf('During any evaluation period, the Vendor gives no warranty of any kind.')).toBe(
      'for evaluation period',
    );
    expect(limitOf('With respect to Free Accounts, Tamsin Labs may stop the service without notice.')).toBe(
      'for Free Accounts',
    );
    expect(
      limitOf('Where the Platform is used free of charge, Tamsin Labs’ total liability shall not exceed $100.'),
    ).toBe('for free-of-charge use');
  });

  it('tells the finding what the provision is limited to', () => {
    expect(narrowScope('Quillon’s liability for Trial Subscriptions shall not exceed $250.')?.note).toBe(
      'It applies only to Trial Subscriptions, not to the rest of the agreement.',
    );
  });

  it('reads a provision that leaves such use out, or lists it among others, as general', () => {
    expect(
      limitOf('Except for Beta Features, each party’s liability shall not exceed the fees paid in the prior year.'),
    ).toBe(undefined);
    expect(
      limitOf('The Vendor warrants that the Platform, including any Preview Features, will perform as documented.'),
    ).toBe(undefined);
    expect(
      limitOf(
        'Each party’s liability shall not exceed (a) for Free Accounts, $100, and (b) for paid accounts, the fees paid in the prior year.',
      ),
    ).toBe(undefined);
  });

  it('reads a duty done at no charge, or a trial by jury, as no limit on what the provision reaches', () => {
    expect(limitOf('The Vendor shall repair or replace any defective unit at no charge to the Buyer.')).toBe(undefined);
    expect(limitOf('Each party waives its right to a trial by jury in any action under this Agreement.')).toBe(
      undefined,
    );
  });

  it('reads the use the whole agreement is about as general: an evaluation agreement’s evaluation', () => {
    const deal = dealScope([
      { text: 'PLATFORM EVALUATION AGREEMENT' },
      { text: 'This Evaluation Agreement is made between Quillon Ltd and Marbrook Inc.' },
    ]);
    expect(limitOf('During the Evaluation Period, Quillon may end Marbrook’s access at any time.', deal)).toBe(
      undefined,
    );
    expect(limitOf('Quillon’s liability for Beta Features shall not exceed $500.', deal)).toBe('for Beta Features');
  });
});

describe('a provision that holds only while nothing runs', () => {
  it('reads the state in which no order, statement of work or subscription runs', () => {
    expect(
      runningStateOf('If no Service Order is then in force, either party may end this Agreement on notice.')?.limit,
    ).toBe('if no Service Order is then in force');
    expect(
      runningStateOf(
        'Either party may terminate this Agreement for any reason when there are no outstanding Work Orders.',
      )?.limit,
    ).toBe('when there are no outstanding Work Orders');
    expect(
      runningStateOf('Once all Projects have ended, either party may terminate this Agreement on notice.')?.limit,
    ).toBe('once all Projects have ended');
  });

  it('is not overridden by "for any reason", which only says why a party may act then', () => {
    expect(
      narrowScope(
        'If no Service Order is in effect, either party may terminate this Agreement for any reason on notice.',
      )?.note,
    ).toBe('It applies only if no Service Order is in effect.');
  });

  it('reads a right with no such state as general', () => {
    expect(runningStateOf('Either party may terminate this Agreement on thirty days’ notice for any reason.')).toBe(
      undefined,
    );
  });
});

describe('a provision that says how far it reaches', () => {
  it('reads "applies only to" as the limit it states', () => {
    expect(
      narrowScope('The limitation in this Section 9 applies only to claims arising from the Hosted Modules.')?.note,
    ).toBe('It applies only to claims arising from the Hosted Modules.');
  });
});

describe('narrow triggers keep their reading', () => {
  it('reads force majeure, conditions precedent and brokers’ fees as narrow unless a general trigger is named too', () => {
    expect(limitOf('If a force majeure event lasts ninety days, either party may end this Agreement.')).toBe(
      'when a force majeure event prevents performance',
    );
    expect(
      limitOf('Either party may end this Agreement for breach, or if a force majeure event lasts ninety days.'),
    ).toBe(undefined);
    expect(
      limitOf('Each party shall indemnify the other against any broker’s fees arising from its own dealings.'),
    ).toBe('for fees claimed by brokers or finders');
    // A warranty that no broker was retained covers no fee: it states how the contract was won.
    expect(limitOf('Each party warrants that no broker is owed any commission for this Agreement.')).toBe(
      'as to whether a broker or agent was paid to win the contract',
    );
  });
});

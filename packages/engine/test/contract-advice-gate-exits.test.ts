import { describe, expect, it } from 'vitest';
import { withoutAsk } from '../src/local/contract/advice-gate';
import { type AgreementOpening, analyseAgreement, TOLLERY_MARKS_LICENCE, TOLLERY_SERVICES } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// Every agreement below is written for these tests; Tollery is the reader.

/** Brightwick lets Tollery test its platform; Brightwick may end the terms on notice. */
const RESEARCH_TERMS: AgreementOpening = {
  title: 'RESEARCH PARTICIPATION TERMS',
  preamble:
    'These Research Participation Terms are made between Brightwick Data Ltd., a Scottish company ("Brightwick"), and Tollery Goods Inc., a Delaware corporation ("Tollery").',
  clauses: [
    'Tollery may test the Brightwick platform for security weaknesses and report them to Brightwick.',
    'Brightwick may terminate these terms upon thirty (30) days written notice.',
  ],
  reader: 'Tollery',
};

const EITHER_ENDS_FOR_NO_REASON = [
  'Either party may terminate this Agreement for any or no reason.',
  'The terminating party must give the other party thirty (30) days advance notice.',
];
const READER_ENDS_ON_NOTICE =
  'Tollery shall have a unilateral right to terminate this Agreement by giving Brightwick sixty (60) days written notice.';
const READER_ENDS_PASSIVE =
  'This Agreement may be terminated, with or without cause, by Tollery at any time upon thirty (30) days’ written notice to Brightwick.';
const MINIMUM =
  'Tollery shall purchase services worth at least $20,000 in each calendar quarter, and shall pay for any shortfall.';

describe('an ask for a way out is not made where the reader may already end the agreement', () => {
  // At low risk the rule's general ask ("Make sure you can also end the agreement for convenience") is not told.
  it('tells a reader with no way out of none, and leaves out the general ask at low risk', async () => {
    const advice = adviceOn(await analyseAgreement(RESEARCH_TERMS, []), 'Termination rights');
    expect(advice).not.toMatch(/may already end/u);
    expect(advice).not.toMatch(/If you negotiate/u);
    // Only the other side may end it: the reading shows it binds the reader, so "No change needed" is not told.
    expect(advice).not.toMatch(/No change needed for your side/u);
    expect(advice).toMatch(/Low risk, but it binds your side\./u);
  });

  it('tells the reader that either party may already end it, where a later sentence says so', async () => {
    const advice = adviceOn(await analyseAgreement(RESEARCH_TERMS, EITHER_ENDS_FOR_NO_REASON), 'Termination rights');
    expect(advice).not.toMatch(/Make sure you can also end/u);
    expect(advice).toMatch(/No change needed: either party may already end the agreement without giving a reason/u);
  });

  it('asks for an exit from a minimum only where the reader has none', async () => {
    const without = adviceOn(await analyseAgreement(TOLLERY_SERVICES, [MINIMUM]), 'Minimum commitment');
    expect(without).toMatch(/get an exit if demand or capacity drops/u);
    const withExit = adviceOn(
      await analyseAgreement(TOLLERY_SERVICES, [MINIMUM, READER_ENDS_ON_NOTICE]),
      'Minimum commitment',
    );
    expect(withExit).not.toMatch(/get an exit/u);
    expect(withExit).toMatch(/Lower the minimum and allow shortfalls to carry over; your side may already end/u);
  });

  it('reads an exit set out as an item of a list under its lead-in', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SERVICES, [
        MINIMUM,
        'Either party may terminate this Agreement immediately:',
        'a. if the other party fails to cure a material breach within thirty (30) days after notice; or',
        'b. for any or no reason following thirty (30) days notice to the other party.',
      ]),
      'Minimum commitment',
    );
    expect(advice).not.toMatch(/get an exit/u);
  });

  it('does not take an exit that waits on a condition for a way out at will', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SERVICES, [
        MINIMUM,
        'If no order is in effect, either party may terminate this Agreement for any or no reason with notice to the other party.',
      ]),
      'Minimum commitment',
    );
    expect(advice).toMatch(/get an exit/u);
  });

  it('asks for a right to end on a change of control only where the reader cannot end it anyway', async () => {
    const assigns = [
      'Neither party may assign this Agreement without the prior written consent of the other party.',
      'However, Brightwick may assign this Agreement upon notice if it undergoes a merger, change of control or sale of all or substantially all its business.',
    ];
    const without = adviceOn(await analyseAgreement(TOLLERY_SERVICES, assigns), 'Change of control');
    expect(without).toMatch(/competitor takes control/u);
    const withExit = adviceOn(
      await analyseAgreement(TOLLERY_SERVICES, [...assigns, READER_ENDS_PASSIVE]),
      'Change of control',
    );
    expect(withExit).not.toMatch(/competitor takes control/u);
    expect(withExit).toMatch(/your side may already end the agreement/u);
  });
});

describe('an ask for transfers the assignment clause already allows is not made', () => {
  const NON_TRANSFERABLE = 'The licence granted under this Agreement is non-transferable.';

  it('asks for transfer to affiliates where nothing allows it', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_MARKS_LICENCE, [NON_TRANSFERABLE]),
      'Non-transferable license',
    );
    expect(advice).toMatch(/Ask for transfer to affiliates and to a buyer/u);
  });

  it('reads an exception to a bar on assignment that names the reader’s affiliates', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_MARKS_LICENCE, [
        NON_TRANSFERABLE,
        'This Agreement shall not be assigned except to Licensee’s Affiliates without the prior written consent of Licensor.',
      ]),
      'Non-transferable license',
    );
    expect(advice).not.toMatch(/Ask for transfer to affiliates/u);
    expect(advice).toMatch(/already lets it pass to an affiliate/u);
  });

  it('does not read an exception for the other side’s affiliates as the reader’s', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_MARKS_LICENCE, [
        NON_TRANSFERABLE,
        'This Agreement shall not be assigned except to Brightwick’s Affiliates without the prior written consent of the other party.',
      ]),
      'Non-transferable license',
    );
    expect(advice).toMatch(/Ask for transfer to affiliates and to a buyer/u);
  });
});

describe('taking an ask out of the list it stands in', () => {
  const take = (change: string, ask: string) => withoutAsk(change, change.indexOf(ask), ask.length);

  it('mends the join before the new last item', () => {
    expect(
      take(
        'Lower the minimum, allow shortfalls to carry over, and get an exit if demand or capacity drops.',
        'get an exit if demand or capacity drops',
      ),
    ).toBe('Lower the minimum and allow shortfalls to carry over.');
  });

  it('drops the first item with the join after it', () => {
    expect(take('Make it mutual, limit it to your own fault, and cap it.', 'Make it mutual')).toBe(
      'Limit it to your own fault, and cap it.',
    );
  });

  it('drops a sentence of its own, and leaves nothing when it was all', () => {
    expect(take('Note the date. Ask for an exit.', 'Ask for an exit.')).toBe('Note the date.');
    expect(take('Ask for an exit.', 'Ask for an exit.')).toBe('');
  });
});

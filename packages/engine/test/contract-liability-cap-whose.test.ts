import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyseAgreement } from './agreement-openings';
import { keyFindingTitled } from './contract-advice-seen';

// Agreements written for these tests.

// A membership agreement between an association and its member; the reader is the Member.
const MEMBERSHIP: AgreementOpening = {
  title: 'MEMBERSHIP AGREEMENT',
  preamble:
    'This Membership Agreement is made between the Northfield Cycling Association (the "Association") and the organisation signing below (the "Member").',
  clauses: [
    'The Association shall give the Member access to its events and training material.',
    'The Member shall pay the yearly membership fee within thirty days of invoice.',
  ],
  reader: 'Member',
};

// Online terms between a service and its user, who is "you" and is not named to the engine.
const TERMS: AgreementOpening = {
  title: 'TERMS OF SERVICE',
  preamble:
    'These Terms of Service are an agreement between Brightwater Apps Ltd ("we", "us") and you, the person using the service ("you").',
  clauses: [
    'We will make the service available to you as described on our website.',
    'You must pay the subscription fee each month in advance.',
  ],
};

/** What the reader is told of the cap `sentence` sets, in the membership agreement or in the terms. */
async function capFinding(kind: string, sentence: string) {
  const result = await analyseAgreement(kind === 'terms' ? TERMS : MEMBERSHIP, [sentence]);
  return keyFindingTitled(result, 'Limitation of liability');
}

describe('a cap on the reader’s own liability protects the reader', () => {
  it.each([
    ['membership', "The Member's total liability for any claim under these rules shall not exceed 400 pounds."],
    ['membership', 'The total liability of the Member under this agreement shall not exceed EUR 500.'],
    ['terms', 'Your total liability to us under these terms shall not exceed $100.'],
    ['terms', 'In no event will your aggregate liability under these terms exceed one hundred dollars.'],
  ])('%s: %s', async (kind, sentence) => {
    const found = await capFinding(kind, sentence);
    expect(found?.type).toBe('low');
    expect(found?.description).toMatch(/protects you/iu);
    expect(found?.description).not.toMatch(/recover only part/iu);
    expect(found?.recommendation ?? '').not.toMatch(/higher/iu);
  });
});

describe('a cap on the other side’s liability limits what the reader can recover', () => {
  it.each([
    ['membership', "The Association's total liability for any claim under these rules shall not exceed 400 pounds."],
    ['terms', 'Our total liability to you under these terms shall not exceed $100.'],
  ])('%s: %s', async (kind, sentence) => {
    const found = await capFinding(kind, sentence);
    expect(found?.type).toBe('medium');
    // A cap of $100 is a token sum, told as leaving next to nothing to recover.
    expect(found?.description).toMatch(/recover only part|recover next to nothing/iu);
    expect(found?.recommendation).toMatch(/higher cap/iu);
  });
});

describe('a cap on either party’s liability protects both', () => {
  it('is told as protecting both sides', async () => {
    const found = await capFinding(
      'membership',
      "Either party's total liability under this agreement shall not exceed EUR 2,000.",
    );
    expect(found?.description).toMatch(/both/iu);
    expect(found?.description).toMatch(/protects you/iu);
  });
});

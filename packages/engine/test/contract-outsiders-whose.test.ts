import { describe, expect, it } from 'vitest';
import { agreementText, TOLLERY_SERVICES } from './agreement-openings';
import { toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Tollery (the client) pays Brightwick for services; each sentence below lets outsiders enforce the agreement.
async function toldToTollery(sentence: string): Promise<string> {
  const result = await analyzeContractText(agreementText(TOLLERY_SERVICES, `9. Third Parties. ${sentence}`), {
    role: 'client',
    party: 'Tollery',
  });
  return toldOn(result, 'Third-party beneficiaries');
}

describe('outsiders who may enforce the agreement are told as the people of the party they belong to', () => {
  const NOT_OURS = [
    'The Indemnified Parties are intended third-party beneficiaries of Section 8.',
    'Each Holder of a Note is an intended third-party beneficiary of this Agreement.',
    'The Brightwick Indemnified Parties are intended third-party beneficiaries of Section 8 and may enforce it.',
    'The affiliates of Brightwick are intended third-party beneficiaries of this Agreement.',
  ];
  it.each(NOT_OURS)('never tells outsiders it cannot tie to the reader as the reader’s own: %s', async (sentence) => {
    const told = await toldToTollery(sentence);
    expect(told).toMatch(/Third-party|outside|enforce/u);
    expect(told).not.toMatch(/connected to you|your side’s people/u);
  });

  it('tells the other side’s indemnified parties as people who may enforce it against the reader', async () => {
    expect(
      await toldToTollery(
        'The Brightwick Indemnified Parties are intended third-party beneficiaries of Section 8 and may enforce it.',
      ),
    ).toMatch(/against you/u);
  });

  const OURS = [
    'Tollery’s Affiliates are intended third-party beneficiaries of this Agreement.',
    'The Tollery Indemnified Parties are intended third-party beneficiaries of Section 8.',
    'The affiliates of Tollery are intended third-party beneficiaries of this Agreement and may enforce it.',
  ];
  it.each(OURS)('tells the reader’s own people as its own: %s', async (sentence) => {
    expect(await toldToTollery(sentence)).toMatch(/connected to you|your side’s people/u);
  });
});

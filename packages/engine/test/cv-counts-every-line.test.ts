import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';

const STOREROOM_CV = `Jo Park
jo.park@example.com | 555 200 1188

Summary
Storeroom assistant with six years in hospital supply rooms.

Experience
Storeroom Assistant, Eastgate Hospital, 2017 - 2023
Promptly restocked the wards with linen and gloves each morning.
Maintains the order sheets for the surgical supply room.
Interfaces with the ward sisters on orders that come in late.
Cross-trained new porters on the handling of sterile stock.
Checked the delivery notes against the orders from the warehouse.

Education
School Certificate, 2016`;

describe('CV counts taken over every line the reader sees', () => {
  it('counts a line led by a verb after an adverb, an "-s" verb or a hyphenated verb as led by a verb', async () => {
    const { overallScore } = await analyzeText(STOREROOM_CV);
    expect(overallScore.strengths.join(' ')).toMatch(/5 of 5 lines lead with an action verb/u);
  });

  it('counts each of those task lines as a duty line', async () => {
    const { firstImpression } = await analyzeText(STOREROOM_CV);
    expect(firstImpression.redFlags.join(' ')).toMatch(/^5 lines describe duties|\b5 lines describe duties/u);
  });

  it('counts bullets run together without a stop as one statement each', async () => {
    const cv = STOREROOM_CV.replace(
      'Checked the delivery notes against the orders from the warehouse.',
      'Checked the delivery notes against the orders Logged the returns of the day in the stock book.',
    );
    const { firstImpression } = await analyzeText(cv);
    expect(firstImpression.redFlags.join(' ')).toMatch(/\b6 lines describe duties/u);
  });

  it('does not say no number shows a result when the summary gives one', async () => {
    const cv = STOREROOM_CV.replace(
      'Storeroom assistant with six years in hospital supply rooms.',
      'Storeroom assistant who cut stock losses by 20% in hospital supply rooms.',
    );
    const said = JSON.stringify(await analyzeText(cv));
    expect(said).not.toMatch(/No figures show what the work achieved/u);
  });

  it('reads a length of time as no size or count of the work', async () => {
    const cv = STOREROOM_CV.replace(
      'Checked the delivery notes against the orders from the warehouse.',
      'Checked the delivery notes against the orders within 2 years of starting.',
    );
    const { criticalImprovements } = await analyzeText(cv);
    expect(criticalImprovements.contentUpgrades.join(' ')).not.toMatch(/sizes and counts already given/u);
  });
});

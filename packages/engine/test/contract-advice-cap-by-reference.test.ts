import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Standard terms written for these tests: the amounts stand on a cover page or order form, named by a defined term.
const OPENING = [
  'CLOUD SERVICES TERMS',
  'These Cloud Services Terms are entered into between Marrowgate Systems Ltd. ("Marrowgate") and the customer identified in the Order Form ("Customer").',
  'Marrowgate shall provide the Cloud Services to Customer for the Subscription Term.',
  'Customer shall pay Marrowgate the Fees set out in the Order Form within thirty (30) days of each invoice.',
  'Customer shall indemnify and hold harmless Marrowgate from any third-party claim arising from Customer Data.',
];
const LAW = 'These Terms are governed by the laws of England and Wales.';

function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  return analyzeContractText([...OPENING, ...sentences, LAW].join('\n\n'), { role: 'client', party: 'Customer' });
}

/** Everything the reader is told about liability: limits, caps, uncapped cases and indemnities. */
function toldOnLiability(result: ContractAnalysis): string {
  return [
    ...toldAboutLines(result, 'Limitation of liability'),
    ...toldAboutLines(result, 'Indemnification'),
    ...toldAboutLines(result, 'Uncapped liability'),
    ...toldAboutLines(result, 'No limitation of liability clause'),
  ].join('\n');
}

const NO_CAP_SAID =
  /caps no liability|sets no cap|no cap\b|nothing caps|ask for a cap|Add a cap|Ask for a higher cap|uncapped in every case/iu;

describe('a cap set at an amount the cover page or order form states', () => {
  it.each([
    [
      'Each party’s total liability arising out of or relating to these Terms will not exceed the General Cap Amount.',
      'the General Cap Amount',
    ],
    [
      'The aggregate liability of each party under these Terms is limited to the Liability Amount stated in the Order Form.',
      'the Liability Amount',
    ],
    [
      'In no event shall either party’s total liability under these Terms exceed the Maximum Liability.',
      'the Maximum Liability',
    ],
    [
      'Each party’s total liability under these Terms shall not exceed the amount set out in the Cover Page.',
      'the amount set out in the Cover Page',
    ],
  ])('is told as a cap whose amount the reader checks there: %#', async (cap, amount) => {
    const said = toldOnLiability(await analyse(cap));
    expect(said).not.toMatch(NO_CAP_SAID);
    expect(said).toContain(amount);
    expect(said).toMatch(/check (?:that amount|the amount|the figure)/iu);
  });

  it('names the document that sets the amount where a definition says which', async () => {
    const said = toldOnLiability(
      await analyse(
        '"General Cap Amount" means the amount stated as such on the Cover Page.',
        'Each party’s total liability arising out of or relating to these Terms will not exceed the General Cap Amount.',
      ),
    );
    expect(said).toMatch(/Cover Page/u);
    expect(said).not.toMatch(NO_CAP_SAID);
  });

  it('lists the cap among the clauses with its amount by reference', async () => {
    const result = await analyse(
      'The aggregate liability of each party under these Terms is limited to the Liability Amount stated in the Order Form.',
    );
    const cap = (result.clauses ?? []).find((clause) => clause.title === 'Liability cap');
    expect(cap?.value).toContain('the Liability Amount');
  });
});

describe('words that are no amount set elsewhere', () => {
  it.each([
    'Marrowgate’s liability under these Terms is limited to direct damages.',
    'Marrowgate’s liability for the Cloud Services is limited to the extent permitted by law.',
    'Marrowgate’s liability is limited to the Services it performs in the Territory.',
    'MARROWGATE’S LIABILITY IS LIMITED TO THE MAXIMUM EXTENT PERMITTED BY LAW.',
  ])('do not make a cap: %#', async (sentence) => {
    const said = toldOnLiability(await analyse(sentence));
    expect(said).not.toMatch(/check (?:that amount|the amount|the figure)/iu);
    expect(said).toMatch(/caps no liability|sets no cap/iu);
  });
});

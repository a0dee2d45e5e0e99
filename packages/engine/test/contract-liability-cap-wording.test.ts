import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// A consulting agreement written for these tests: Ashgrove advises, Tarnfield Mills pays.
const OPENING = [
  'CONSULTING AGREEMENT',
  'This Consulting Agreement is entered into between Ashgrove Advisory LLP ("Ashgrove") and Tarnfield Mills Ltd. ("Client").',
  'Ashgrove shall provide the consulting services set out in each Statement of Work.',
  'Client shall pay Ashgrove the fees set out in each Statement of Work within thirty (30) days of invoice.',
];
const LAW = 'This Agreement is governed by the laws of Ireland.';

function analyse(sentence: string): Promise<ContractAnalysis> {
  return analyzeContractText([...OPENING, sentence, LAW].join('\n\n'), { role: 'client', party: 'Client' });
}

const CAP = 'Limitation of liability';
const UNCAPPED = 'Uncapped liability';

describe('a cap worded by reference or in words of its own', () => {
  it.each([
    'Ashgrove’s liability arising out of this Agreement is capped at the Liability Cap.',
    'Ashgrove’s cumulative liability for all claims under this Agreement shall be capped at one times the annual fees.',
    'In no event shall the aggregate liability of Ashgrove under this Agreement be greater than the fees paid in the twelve months before the claim.',
    'The total liability of Ashgrove for all claims is limited to the fees paid under the relevant Statement of Work.',
    'Ashgrove’s liability under this Agreement shall not, in the aggregate, exceed the Cap.',
  ])('is told as a limitation of liability: %#', async (sentence) => {
    const result = await analyse(sentence);
    expect(toldAboutLines(result, CAP).length).toBeGreaterThan(0);
    expect(toldAboutLines(result, CAP).join('\n')).not.toMatch(/sets no cap on the amount/u);
  });
});

describe('words of a cap or a limit that limit no liability', () => {
  it.each([
    'The number of consultants Ashgrove assigns to the project is capped at five.',
    'Expenses reimbursed under this Agreement shall be capped at ten percent of the fees.',
    'Ashgrove’s use of Client’s premises is limited to normal business hours.',
  ])('is not told as a limitation of liability: %#', async (sentence) => {
    expect(toldAboutLines(await analyse(sentence), CAP)).toEqual([]);
  });
});

describe('liability left uncapped in so many words', () => {
  it.each([
    ['Ashgrove’s liability for breach of Section 8 (Confidentiality) shall be unlimited.', /breach of Section 8/u],
    ['Each party shall have unlimited liability for fraud and wilful misconduct.', /fraud and wilful misconduct/u],
    ['The cap in Section 9.2 shall not apply to Ashgrove’s obligations under Section 10 (Indemnities).', /Section 10/u],
    [
      'The limitations in this Section 9 do not apply to a party’s liability for death or personal injury caused by its negligence.',
      /death or personal injury/u,
    ],
  ])('is told as uncapped, with the claims outside the cap: %#', async (sentence, claims) => {
    const said = toldAboutLines(await analyse(sentence), UNCAPPED).join('\n');
    expect(said).not.toBe('');
    expect(said).toMatch(claims);
  });
});

describe('words of “unlimited” that leave no liability uncapped', () => {
  it.each([
    'Client may create an unlimited number of user accounts on the reporting portal.',
    'Ashgrove grants Client an unlimited, royalty-free right to copy the reports for internal use.',
    'Ashgrove shall provide unlimited email support during business hours.',
    'The cap on hours in Schedule 2 shall not apply to work Client approves in writing.',
  ])('is not told as uncapped liability: %#', async (sentence) => {
    expect(toldAboutLines(await analyse(sentence), UNCAPPED)).toEqual([]);
  });
});

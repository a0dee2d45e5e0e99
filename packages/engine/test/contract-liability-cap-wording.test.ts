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

/** The "Liability cap" fact's value, or undefined when none is given. */
function capValue(result: ContractAnalysis): string | undefined {
  return (result.clauses ?? []).find((clause) => clause.title === 'Liability cap')?.value;
}

describe('a cap worded as responsibility or as damages limited, without the word liability', () => {
  it.each([
    [
      'Ashgrove’s total responsibility for all claims under this Agreement shall not exceed the fees paid by Client in the six months before the claim.',
      /fees paid by Client/u,
    ],
    [
      'In no event will Ashgrove be responsible for more than two thousand euros (EUR 2,000) in respect of any one claim.',
      /two thousand euros/u,
    ],
    [
      'Any damages Client may recover from Ashgrove are limited to the amount Client paid for the affected services.',
      /amount Client paid/u,
    ],
  ])('is told as a limitation of liability with its cap: %#', async (sentence, cap) => {
    const result = await analyse(sentence);
    expect(toldAboutLines(result, CAP).length).toBeGreaterThan(0);
    expect(capValue(result)).toMatch(cap);
  });

  it.each([
    'Client is responsible for any travel costs in excess of five hundred euros (EUR 500) per month.',
    'Client’s total payments for extra workshops shall not exceed the amount Client paid for the first workshop.',
    'Ashgrove shall be responsible for more than one project team where the Statement of Work so requires.',
  ])('is not read into a sentence on payments or duties: %#', async (sentence) => {
    const result = await analyse(sentence);
    expect(capValue(result)).toBeUndefined();
    expect(toldAboutLines(result, CAP)).toEqual([]);
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

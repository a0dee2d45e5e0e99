import { describe, expect, it } from 'vitest';
import { mentionsTopicOf } from '../src/local/contract/clause-mentions';
import type { Sentence } from '../src/text/sentences';
import { analyzeContractText } from './result-checks';

function sentences(...texts: string[]): Sentence[] {
  return texts.map((text, index) => ({ text, index, page: 1, start: 0, end: text.length }) as Sentence);
}

// Sentences written for these tests.
describe('mentionsTopicOf (before a clause is called missing)', () => {
  it('sees termination in a heading or in any sentence ending the agreement', () => {
    expect(mentionsTopicOf('termination', sentences('17. TERM AND TERMINATION'))).toBe(true);
    expect(
      mentionsTopicOf(
        'termination',
        sentences('Either party may end this Agreement by terminating it on 60 days notice.'),
      ),
    ).toBe(true);
    expect(mentionsTopicOf('termination', sentences('This Agreement shall terminate on December 31, 2026.'))).toBe(
      true,
    );
    expect(mentionsTopicOf('termination', sentences('The Supplier shall deliver the goods within ten days.'))).toBe(
      false,
    );
  });

  it('sees insurance, a liability limit and a governing law in their plain words', () => {
    expect(mentionsTopicOf('insurance', sentences('The Contractor shall keep the premises insured.'))).toBe(true);
    expect(
      mentionsTopicOf(
        'limitation-of-liability',
        sentences('In no event shall either party be liable for lost profits.'),
      ),
    ).toBe(true);
    expect(
      mentionsTopicOf('governing-law', sentences('This contract is construed under the laws of the State of Maine.')),
    ).toBe(true);
    expect(mentionsTopicOf('insurance', sentences('The Buyer shall pay within thirty days.'))).toBe(false);
  });

  it('sees an end in any form: a right to end the contract or clauses, acceleration on default, an end on repayment', () => {
    const ends = (text: string) => mentionsTopicOf('termination', sentences(text));
    expect(
      ends(
        'If the importer cannot comply, the exporter is entitled to suspend the transfer of data and/or terminate the contract.',
      ),
    ).toBe(true);
    expect(ends('The Company may rescind this Contract if the shipment is late.')).toBe(true);
    expect(ends('The data exporter may terminate these Clauses where the importer is in breach.')).toBe(true);
    expect(
      ends(
        'Upon an Event of Default, the Holder may declare all unpaid principal and interest immediately due and payable.',
      ),
    ).toBe(true);
    expect(ends('If the Borrower fails to pay, the Lender may accelerate the maturity of the Loan.')).toBe(true);
    expect(ends('This Note shall remain in full force and effect until the principal is repaid in full.')).toBe(true);
    expect(ends('The lease terminates automatically upon completion of the sale of the building.')).toBe(true);
  });

  it('does not take a payment falling due or the end of a delivery for the end of the contract', () => {
    const ends = (text: string) => mentionsTopicOf('termination', sentences(text));
    expect(ends('Each invoice is due and payable within thirty days of receipt.')).toBe(false);
    expect(ends('Upon completion of the Services, the Supplier shall send its final invoice.')).toBe(false);
    expect(ends('The Contractor shall suspend the work if the site is unsafe.')).toBe(false);
  });

  it('knows nothing of topics it has no words for', () => {
    expect(mentionsTopicOf('exclusivity', sentences('This licence is exclusive.'))).toBe(false);
  });
});

describe('a contract that deals with a topic is never told it lacks the clause', () => {
  it('does not report "no termination rights" where a section ends the agreement in other words', async () => {
    const text = [
      'SUPPLY AGREEMENT',
      'This Supply Agreement is made as of May 2, 2023 by and between Alder Mills Ltd. ("Supplier") and Birch Bakeries Inc. ("Buyer").',
      'The Supplier shall supply the flour described in Schedule 1 and the Buyer shall pay each invoice within thirty (30) days.',
      'The Supplier warrants that the flour shall conform to the specification for six months after delivery.',
      '12. TERM AND TERMINATION',
      'Either party may bring this Agreement to an end by ninety days written notice to the other.',
      'This Agreement shall be governed by the laws of the State of Vermont.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'buyer' });
    expect(result.keyFindings.map((finding) => finding.title)).not.toContain('No termination rights clause');
  });
});

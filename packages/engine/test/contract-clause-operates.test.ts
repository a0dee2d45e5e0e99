import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests. A clause is listed only when a sentence of the contract does what
// the clause does (submits disputes to arbitration, promises quality for a period, offers a first
// chance at a deal), and its quote is that sentence: never a definition, a recital, a contents line or a
// sentence that only names the clause's topic.

const PAYMENT = 'The Client shall pay each invoice within thirty (30) days of receipt.';

async function analyse(...paragraphs: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(['SERVICES AGREEMENT', PAYMENT, ...paragraphs].join('\n\n'));
}

/** The quote the clause list shows under a title, or undefined when the clause is not listed. */
function listedQuote(result: ContractAnalysis, title: string): string | undefined {
  return (result.clauses ?? []).find((clause) => clause.title === title)?.evidence?.quote;
}

function listedTitles(result: ContractAnalysis): string[] {
  return (result.clauses ?? []).map((clause) => clause.title);
}

describe('a clause is listed only from a sentence that operates it', () => {
  it('does not list a warranty period for an event of default on an untrue warranty', async () => {
    const result = await analyse(
      '12. Events of Default. Each of the following is an event of default: (a) the Supplier fails to perform any other obligation and the failure continues for twenty (20) days after notice, (b) any warranty or statement made by the Supplier in this Agreement proves to have been untrue in any material respect when made.',
    );
    expect(listedTitles(result)).not.toContain('Warranty period');
  });

  it('still lists a warranty period for a quality promise that lasts a stated time', async () => {
    const result = await analyse(
      'The Supplier warrants that the Equipment will be free from defects in materials and workmanship for a period of eighteen (18) months from delivery.',
    );
    expect(listedQuote(result, 'Warranty period')).toMatch(/eighteen \(18\) months/u);
  });

  it('does not list arbitration for a severability clause that names an arbitrator', async () => {
    const result = await analyse(
      '19. If any term of this Agreement is held invalid or unenforceable by any court, arbitrator or public authority, that term shall be limited to the extent necessary and the other terms shall remain in full force and effect.',
    );
    expect(listedTitles(result).join(' ')).not.toMatch(/arbitrat|dispute/iu);
  });

  it('does not list arbitration for a condition that waits on a court order', async () => {
    const result = await analyse(
      'The obligation of the Client to complete the purchase is subject to the condition that no court, arbitrator or regulator shall have issued any order or injunction that prevents the purchase.',
    );
    expect(listedTitles(result).join(' ')).not.toMatch(/arbitrat/iu);
  });

  it('still lists arbitration for a sentence submitting disputes to it', async () => {
    const result = await analyse(
      'Any dispute arising out of this Agreement shall be finally settled by binding arbitration in Chicago under the rules of the American Arbitration Association.',
    );
    expect(listedTitles(result).join(' ')).toMatch(/arbitrat/iu);
  });

  it('does not list a right of first refusal for the vesting of a numbered stock option', async () => {
    const result = await analyse(
      '7. The first Option to purchase 25,000 Shares shall vest on the first anniversary of the Start Date, and the second Option to purchase 25,000 Shares shall vest on the second anniversary.',
    );
    expect(listedTitles(result)).not.toContain('Right of first refusal');
  });

  it('still lists a right of first refusal where a party must offer first', async () => {
    const result = await analyse(
      'Before selling the Building to any third party, the Owner shall first offer it to the Client on the same terms, and the Client shall have a right of first refusal for thirty (30) days.',
    );
    expect(listedTitles(result)).toContain('Right of first refusal');
  });

  it('does not list a minimum commitment for a lead time or a frequency of orders', async () => {
    const lead = await analyse(
      'The Client shall place each purchase order with the Supplier at least sixty (60) days before the requested delivery date.',
    );
    expect(listedTitles(lead)).not.toContain('Minimum commitment');
    const frequency = await analyse(
      'The Agent shall forward the orders it takes to the Supplier a minimum of twice each week by email.',
    );
    expect(listedTitles(frequency)).not.toContain('Minimum commitment');
    const meetings = await analyse(
      'The steering committee shall meet at least four times a year, and at least half of the minimum number of meetings shall be held in person.',
    );
    expect(listedTitles(meetings)).not.toContain('Minimum commitment');
  });

  it('still lists a minimum commitment for a minimum quantity to buy', async () => {
    const result = await analyse(
      'The Client shall purchase not less than 10,000 units of the Product in each contract year.',
    );
    expect(listedTitles(result)).toContain('Minimum commitment');
  });

  it('quotes the duty not to use or disclose, not the definition of confidential information', async () => {
    const result = await analyse(
      '1.3 "Confidential Information" means any information disclosed by one party to the other that is marked as confidential or would reasonably be understood to be confidential.',
      '8.1 Each party shall hold the other party’s Confidential Information in confidence, shall not disclose it to any third party and shall use it only to perform this Agreement.',
    );
    expect(listedQuote(result, 'Confidentiality')).toMatch(/shall hold the other party/u);
  });

  it('does not list confidentiality from its definition alone', async () => {
    const result = await analyse(
      '1.3 "Confidential Information" means any information disclosed by one party to the other that is marked as confidential.',
    );
    expect(listedTitles(result)).not.toContain('Confidentiality');
  });

  it('never quotes a table of contents as a termination or dispute clause', async () => {
    const result = await analyse(
      'TABLE OF CONTENTS Section 1.1 Definitions 2 Section 4.1 Termination 7 Section 4.2 Effect of Termination 8 Section 9.3 Arbitration 15',
      '4.1 Either party may terminate this Agreement if the other party commits a material breach and fails to cure it within thirty (30) days after written notice.',
      '9.3 Any dispute arising out of this Agreement shall be referred to and finally resolved by arbitration in London.',
    );
    const quotes = (result.clauses ?? []).map((clause) => clause.evidence?.quote ?? '');
    expect(quotes.filter((quote) => /TABLE OF CONTENTS|Definitions 2/u.test(quote))).toEqual([]);
  });
});

describe('the quote is the best operative sentence of its clause', () => {
  it('quotes the operative grant of a licence, not a recital saying a party wishes to license', async () => {
    const result = await analyse(
      'WHEREAS, the Client desires to license the Software from the Provider for use in its stores.',
      '2.1 The Provider hereby grants to the Client a non-exclusive licence to use the Software in the Territory during the Term.',
    );
    expect(listedQuote(result, 'License grant')).toMatch(/hereby grants/u);
  });

  it('quotes the effect of termination, not a records line that runs past the end', async () => {
    const result = await analyse(
      '6.1 The Provider shall keep accurate records of the Services for three (3) years after the termination of this Agreement.',
      '14.4 Upon termination of this Agreement for any reason, the Client shall pay the Provider for all Services performed up to the date of termination, and each party shall return the other party’s materials.',
    );
    expect(listedQuote(result, 'Obligations after termination')).toMatch(/^14\.4 Upon termination/u);
  });
});

describe('a restriction on both parties stays in the quote', () => {
  it('quotes the sentence binding the other party when the assignment section is short', async () => {
    const result = await analyse(
      '15. Assignment. The Client may not assign this Agreement without the prior written consent of the Provider. The Provider shall not assign or subcontract any of its obligations without the prior written consent of the Client.',
    );
    const quote = listedQuote(result, 'Assignment') ?? '';
    expect(quote).toMatch(/The Client may not assign/u);
    expect(quote).toMatch(/The Provider shall not assign/u);
  });
});

describe('a termination right that arises only on an event is no termination for convenience', () => {
  it.each([
    'In the event the Consultant ceases for any reason to hold a valid practising licence, the Client shall have the right to terminate this Agreement at its discretion at any time.',
    'If the Provider undergoes a change of control, the Client may terminate this Agreement at any time by written notice.',
    'If either party becomes insolvent, the other party may terminate this Agreement at any time for any reason by written notice.',
  ])('does not list termination for convenience for: %s', async (sentence) => {
    const result = await analyse(sentence);
    expect(listedTitles(result)).not.toContain('Termination for convenience');
  });

  it('still lists a right to terminate at will on notice as termination for convenience', async () => {
    const result = await analyse(
      'The Client may terminate this Agreement at any time for any reason upon sixty (60) days’ written notice to the Provider.',
    );
    expect(listedTitles(result)).toContain('Termination for convenience');
  });
});

import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

const PAYMENT = 'The Client shall pay each invoice within thirty (30) days of receipt.';

/** A one-page services agreement holding the given sentence, analysed for the client. */
async function analyse(sentence: string): Promise<ContractAnalysis> {
  return analyzeContractText(['SERVICES AGREEMENT', PAYMENT, sentence].join('\n\n'));
}

/** The clause categories, finding titles and risks that quote the given sentence. */
async function whatQuotes(sentence: string): Promise<string[]> {
  const result = await analyse(sentence);
  const opening = sentence.slice(0, 40);
  const clauses = (result.clauses ?? []).filter((clause) => JSON.stringify(clause).includes(opening));
  const findings = result.keyFindings.filter((finding) => finding.evidence?.quote.includes(opening));
  const risks = (result.risks ?? []).filter((risk) => risk.evidence?.quote.includes(opening));
  return [
    ...clauses.map((clause) => clause.category),
    ...findings.map((finding) => finding.title),
    ...risks.map((risk) => risk.finding),
  ];
}

describe('a sentence is not the clause its topic word suggests', () => {
  it('does not read a contract made for the exclusive benefit of its parties as exclusivity', async () => {
    const quoted = await whatQuotes(
      'This Agreement is entered into for the sole and exclusive benefit of the Agent and the Client, and gives no rights to anyone else.',
    );
    expect(quoted.join(' ')).not.toMatch(/exclusiv/iu);
  });

  it('still reads an exclusive appointment of an agent as exclusivity', async () => {
    const quoted = await whatQuotes(
      'The Client appoints the Consultant as its exclusive sales agent for the Territory during the Term.',
    );
    expect(quoted.join(' ')).toMatch(/exclusiv/iu);
  });

  it('does not read an expert who is not an arbitrator as arbitration', async () => {
    const quoted = await whatQuotes(
      'In deciding any dispute over the closing accounts the Accountant shall act as an expert and not as an arbitrator.',
    );
    expect(quoted.join(' ')).not.toMatch(/arbitrat/iu);
  });

  it('does not read a duty not to sue infringers without consent as a covenant not to sue', async () => {
    const quoted = await whatQuotes(
      'The Consultant shall not bring any suit against a third party for infringement of the Client Marks without the written consent of the Client.',
    );
    expect(quoted.join(' ')).not.toMatch(/covenant/iu);
  });

  it('still reads a promise not to sue the other party as a covenant not to sue', async () => {
    const quoted = await whatQuotes(
      'The Consultant shall not bring any action or claim against the Client arising from the Client’s use of the Deliverables.',
    );
    expect(quoted.join(' ')).toMatch(/covenant/iu);
  });

  it('does not read the minimum requirements a replacement must meet as a minimum commitment', async () => {
    const quoted = await whatQuotes(
      'Before a lost certificate is replaced, the holder shall satisfy the minimum requirements set by the registrar, including an indemnity bond.',
    );
    expect(quoted.join(' ')).not.toMatch(/minimum/iu);
  });

  it('does not read the smallest order one may place as a minimum commitment', async () => {
    const quoted = await whatQuotes(
      'The Client may place orders of any size, provided that each is above the minimum order value shown in the price list.',
    );
    expect(quoted.join(' ')).not.toMatch(/minimum/iu);
    const loose = await whatQuotes(
      'The Client may place orders of any size above the minimum order value shown in the price list.',
    );
    expect(loose.join(' ')).not.toMatch(/minimum/iu);
  });

  it('still reads a minimum order quantity owed over a year as a minimum commitment', async () => {
    const quoted = await whatQuotes(
      'The Client shall purchase the minimum order quantity of 5,000 units in each calendar year of the Term.',
    );
    expect(quoted.join(' ')).toMatch(/minimum/iu);
  });

  it('does not read the rules of a share plan on leaving as revenue or profit sharing', async () => {
    const forfeited = await whatQuotes(
      'When the Consultant’s engagement ends, any unvested shares granted to it under the Profit Growth Incentive Plan shall lapse.',
    );
    expect(forfeited.join(' ')).not.toMatch(/revenue|profit/iu);
    const sold = await whatQuotes(
      'If the engagement ends, the shares held by the Consultant under the Staff Equity Plan shall be bought back at market value and the proceeds paid to it.',
    );
    expect(sold.join(' ')).not.toMatch(/revenue|profit/iu);
  });

  it('still reads a share of net sales as revenue sharing', async () => {
    const quoted = await whatQuotes(
      'The Client shall share with the Consultant ten percent (10%) of the net revenues it receives from the Product.',
    );
    expect(quoted.join(' ')).toMatch(/revenue/iu);
  });

  it('still reads profits a party shares under a plan that is no share plan as profit sharing', async () => {
    const quoted = await whatQuotes(
      'The Consultant shares its net profits from the Product with the Client under the Joint Marketing Plan.',
    );
    expect(quoted.join(' ')).toMatch(/revenue|profit/iu);
  });

  it('does not read a statement that a party relied on nothing outside the contract as a warranty', async () => {
    const quoted = await whatQuotes(
      'The Consultant acknowledges and warrants that it has not relied on any statement or promise made by the Client other than those set out in this Agreement.',
    );
    expect(quoted.join(' ')).not.toMatch(/warrant/iu);
  });
});

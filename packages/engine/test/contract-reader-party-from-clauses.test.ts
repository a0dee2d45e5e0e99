import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests. The parties' short names say nothing of their part in the deal
// and there are no recitals: only the operative clauses (grants, payments, supply) tell who receives.
const OPENING =
  'LICENCE AGREEMENT\nThis Agreement is made on 2 May 2025 by and between Orrin Media Ltd, a company registered in England ("Orrin"), and Bexley Games Inc., a Delaware corporation ("Bexley").\nThe parties agree as follows:\n';

function readerOf(text: string, role: Parameters<typeof readerPartyWithReason>[1]) {
  return readerPartyWithReason(detectParties(text), role, undefined);
}

describe('the reader party read from what the operative clauses say each party does', () => {
  const LICENCE = `${OPENING}1. Term\n1.1 This Agreement runs for three years from the Effective Date.\n2. Licence\n2.1 Orrin hereby grants to Bexley a non-exclusive licence to use the Orrin characters in its mobile games.\n3. Royalties\n3.1 Bexley shall pay Orrin a royalty of eight percent of the net receipts of each game.\n`;

  it('makes the licensee who pays the royalty the client, with the clause that says so', () => {
    const reader = readerOf(LICENCE, 'client');
    expect(reader?.party.name).toBe('Bexley Games Inc.');
    expect(reader?.reason).toContain(
      'Bexley Games Inc. is the party that receives what the deal provides, as Section 2.1 says: “Orrin hereby grants to Bexley a non-exclusive licence',
    );
  });

  it('makes the licensor the provider', () => {
    expect(readerOf(LICENCE, 'service-provider')?.party.name).toBe('Orrin Media Ltd');
  });

  it('reads who provides the services and who pays the fees', () => {
    const text = `${OPENING}1. Services\n1.1 Orrin shall provide the hosting services described in Schedule 1 to Bexley.\n2. Fees\n2.1 Bexley shall pay to Orrin the monthly fees set out in Schedule 2.\n`;
    expect(readerOf(text, 'client')?.party.name).toBe('Bexley Games Inc.');
    expect(readerOf(text, 'service-provider')?.party.name).toBe('Orrin Media Ltd');
  });

  it('reads who performs the services for whom, in one clause', () => {
    const text = `${OPENING}1. Services\n1.1 Orrin shall perform the following services for Bexley during the term.\n`;
    expect(readerOf(text, 'service-provider')?.party.name).toBe('Orrin Media Ltd');
  });

  it('reads who purchases the products from whom', () => {
    const text = `${OPENING}1. Orders\n1.1 Bexley shall purchase the printed boards from Orrin by written purchase order.\n`;
    expect(readerOf(text, 'client')?.party.name).toBe('Bexley Games Inc.');
  });

  it('does not take damages or a refund for the price of the deal', () => {
    const text = `${OPENING}1. Delay\n1.1 Orrin shall pay Bexley liquidated damages of one hundred pounds for each day of delay.\n2. Refunds\n2.1 Orrin shall pay to Bexley a refund of any fees paid in advance.\n`;
    expect(readerOf(text, 'client')).toBeUndefined();
  });

  it('leaves the reader unknown when the parties license each other alike', () => {
    const text = `${OPENING}1. Licences\n1.1 Orrin hereby grants to Bexley a licence to use the Orrin marks.\n1.2 Bexley hereby grants to Orrin a licence to use the Bexley marks.\n`;
    expect(readerOf(text, 'client')).toBeUndefined();
    expect(readerOf(text, 'service-provider')).toBeUndefined();
  });

  it('names the reader and the clause in the summary the user reads', async () => {
    const result = await analyzeContractText(LICENCE, { role: 'client' });
    expect(result.summary.join(' ')).toContain('as Section 2.1 says: “Orrin hereby grants to Bexley');
  });
});

describe('clauses that may be incidental to the deal decide nothing alone', () => {
  it('does not take one payment of a sum that is not a price for the deal', () => {
    const text = `${OPENING}1. Takings\n1.1 Bexley shall pay Orrin the amounts collected at the shared stand.\n`;
    expect(readerOf(text, 'client')).toBeUndefined();
  });

  it('does not take handing over documents or data for providing the deal’s work', () => {
    const text = `${OPENING}1. Records\n1.1 Orrin shall provide to Bexley copies of all test data for its review.\n1.2 Orrin shall deliver to Bexley a list of the product shipments each month.\n1.3 Bexley shall pay Orrin half of the amounts collected.\n`;
    expect(readerOf(text, 'client')).toBeUndefined();
  });
});

describe('a fee for ending early or a sum passed on is not the price of the deal', () => {
  it('does not take a termination fee alone for the deal', () => {
    const text = `${OPENING}1. Early end\n1.1 Bexley shall pay Orrin an early termination fee of ten thousand pounds.\n`;
    expect(readerOf(text, 'client')).toBeUndefined();
  });

  it('does not take sums collected and passed on less a fee for the deal', () => {
    const text = `${OPENING}1. Collections\n1.1 Bexley shall pay such amounts, less the booking fee then in effect, to Orrin within a week.\n`;
    expect(readerOf(text, 'client')).toBeUndefined();
  });
});

describe('when the contract does not tell which party the reader is', () => {
  it('asks once, naming the parties to choose from', async () => {
    const text = `${OPENING}1. Term\n1.1 This Agreement runs for three years.\n2. Notices\n2.1 Notices shall be given in writing.\n`;
    const result = await analyzeContractText(text, { role: 'client' });
    const summary = result.summary.join(' ');
    expect(summary).toContain(
      'Which party you are could not be told from the contract: choose yours (Orrin Media Ltd or Bexley Games Inc.) to have each finding told from your side.',
    );
  });
});

describe('short names that put both parties on one side say nothing of the deal between them', () => {
  const SUBCONTRACT =
    'MANUFACTURING SERVICES AGREEMENT\nThis Agreement is made between Quill Devices Inc. (the "Manufacturer") and Tarn Assembly Ltd (the "Subcontractor").\nThe parties agree as follows:\n1. Work\n1.1 The Subcontractor shall perform the assembly services described in Schedule A for the Manufacturer.\n2. Fees\n2.1 The Manufacturer shall pay the Subcontractor the fees set out in Schedule B.\n';

  it('makes the manufacturer that engages a subcontractor the client, by the clauses', () => {
    const reader = readerOf(SUBCONTRACT, 'client');
    expect(reader?.party.name).toBe('Quill Devices Inc.');
    expect(reader?.reason).toContain('as Section 1.1 says: “The Subcontractor shall perform the assembly services');
    expect(readerOf(SUBCONTRACT, 'service-provider')?.party.name).toBe('Tarn Assembly Ltd');
  });
});

import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { adviceOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// An invented marketing agreement; the reader is Orlanth, the client.
const OPENING = [
  'MARKETING SERVICES AGREEMENT',
  'This Marketing Services Agreement is made as of June 1, 2024 by and between Orlanth Beverages Corp., a Nevada corporation ("Client"), and Pemberly Reach Ltd., an English company ("Agency").',
  '1. Services. Agency shall provide the campaign services described in Exhibit A.',
  '2. Fees. Client shall pay Agency a monthly fee of $6,000 within thirty (30) days of each invoice.',
  '3. Governing Law. This Agreement is governed by the laws of the State of New York.',
];

function analyse(assignment: string): Promise<ContractAnalysis> {
  return analyzeContractText([...OPENING, `4. Assignment. ${assignment}`].join('\n\n'), {
    role: 'client',
    party: 'Orlanth',
  });
}

// Asking for an exception for a buyer of the business, in any words.
const ASKS_BUYER_EXCEPTION = /\bask\b[^.;]*(?:except|exception)[^.;]*buyer|assign without consent to a buyer/iu;

describe('assignment advice where the clause already excepts a buyer of the business', () => {
  it('reads the exception given in the sentence after the bar', async () => {
    const result = await analyse(
      'Neither party shall assign this Agreement without the other party’s prior written consent. Notwithstanding the foregoing, either party may assign this Agreement without such consent in connection with a merger or the sale of all or substantially all of its assets.',
    );
    expect(adviceOn(result, 'Assignment')).not.toMatch(ASKS_BUYER_EXCEPTION);
  });

  it('reads "the purchaser of substantially all of the assets" as a buyer of the business', async () => {
    const result = await analyse(
      'This Agreement may not be assigned by either party without the consent of the other, except to the purchaser of substantially all of the assets of the assigning party.',
    );
    expect(adviceOn(result, 'Assignment')).not.toMatch(ASKS_BUYER_EXCEPTION);
  });

  it('does not ask the reader, bound alone, for a buyer exception its sentence already gives', async () => {
    const result = await analyse(
      'Client shall not assign this Agreement without Agency’s prior written consent, provided that no consent is required for an assignment to a purchaser of all or substantially all of Client’s assets.',
    );
    const advice = adviceOn(result, 'Assignment');
    expect(advice).not.toMatch(/or that you may assign without consent to a buyer/iu);
    expect(advice).toMatch(/already excepted/iu);
  });

  it('still asks for the exception where none is given', async () => {
    const result = await analyse(
      'Neither party may assign this Agreement without the prior written consent of the other party.',
    );
    expect(adviceOn(result, 'Assignment')).toMatch(/buyer/iu);
  });
});

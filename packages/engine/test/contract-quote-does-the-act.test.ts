import { describe, expect, it } from 'vitest';
import { quotesTitled } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

/**
 * A clause is quoted from a sentence that does its act: a licence grant grants, a minimum commitment binds a
 * party to buy or pay at least an amount. A sentence that only names the act on its way to another duty
 * (keeping records "as a condition of" a grant, keeping usage logs for a minimum period) is not the clause.
 * Invented licence agreements.
 */

const licence = (...terms: string[]) =>
  [
    'SOFTWARE LICENSE AGREEMENT',
    'This Software License Agreement is made between Calder Systems Inc. (the "Licensor") and Wrenfield Ltd. (the "Licensee").',
    ...terms,
    'The Licensee shall pay each invoice within thirty (30) days of receipt.',
    'This Agreement is governed by the laws of the State of Delaware.',
  ].join('\n\n');

const RECORDS_FOR_THE_GRANT =
  'As a condition of receiving the grant of a license under this Agreement, the Licensee shall keep accurate books of its installations of the Software.';
const USAGE_LOGS = 'The Licensee shall retain records of its usage of the Software for a minimum of six (6) months.';

describe('the quote of a clause does its act', () => {
  it('a duty to keep books named after a grant is not the licence grant', async () => {
    const quotes = quotesTitled(await analyzeContractText(licence(RECORDS_FOR_THE_GRANT)), 'License grant');
    expect(quotes).not.toContain(RECORDS_FOR_THE_GRANT);
  });

  it('the grant itself is still the licence grant beside it', async () => {
    const grant =
      'The Licensor hereby grants to the Licensee a non-exclusive license to use the Software at its offices.';
    const quotes = quotesTitled(await analyzeContractText(licence(RECORDS_FOR_THE_GRANT, grant)), 'License grant');
    expect(quotes).toContain(grant);
    expect(quotes).not.toContain(RECORDS_FOR_THE_GRANT);
  });

  it('a duty to keep usage records for a minimum time is no minimum commitment', async () => {
    const quotes = quotesTitled(await analyzeContractText(licence(USAGE_LOGS)), 'Minimum commitment');
    expect(quotes).toEqual([]);
  });
});

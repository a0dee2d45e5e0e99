import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests. An audit told as checking "what you are charged or owed" must be one of
// money: a right to inspect records for compliance checks how the other side keeps to the agreement.

const CLIENT = { role: 'client', party: 'Halvorsen' } as const;

describe('an audit right is told by what it checks', () => {
  it('a check of records for compliance is not told as checking what the reader is charged', async () => {
    const result = await analyse(
      CLIENT,
      'Halvorsen may inspect the campaign records kept by Pelletier to confirm that Pelletier complies with its duties under this Agreement.',
    );
    const lines = toldAboutLines(result, 'Audit rights').join(' ');
    expect(lines).toMatch(/\S/u);
    expect(lines).not.toMatch(/charged or owed/u);
    expect(lines).toMatch(/keeps to the agreement/u);
  });

  it('an audit of invoices is told as checking what the reader is charged', async () => {
    const result = await analyse(
      CLIENT,
      'Halvorsen may audit the books of account and invoices of Pelletier once a year to verify the fees charged.',
    );
    expect(toldAboutLines(result, 'Audit rights').join(' ')).toMatch(/charged or owed/u);
  });
});

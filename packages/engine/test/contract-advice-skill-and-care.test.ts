import { describe, expect, it } from 'vitest';
import { keyFindingTitled } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Services agreements written for these tests, each closing with a clause that keeps only the promises the
// agreement states. Where none of them is about the quality of the work, the client is asked for one. (An
// entire-agreement clause alone is no warranty clause, so it raises no warranty finding to carry the ask: a
// missing quality promise under it is not told yet, docs/decisions.md.)

function services(...terms: string[]): string {
  return [
    'DESIGN SERVICES AGREEMENT',
    'This Services Agreement is made on 14 April 2025 between Corbel Studio Ltd. ("Designer") and Haldane Foods plc ("Client").',
    '1. The Designer shall design new packaging for the Client’s range of soups.',
    '2. The Client shall pay the Designer £6,000 within thirty (30) days of delivery of the final designs.',
    ...terms,
    '8. This Agreement is governed by the laws of England and Wales.',
  ].join('\n\n');
}

const ENTIRE =
  '7. This Agreement is the entire agreement between the parties, and there are no representations, warranties or undertakings other than those set out in it.';
const DISCLAIMS_OTHERS =
  '7. The Designer disclaims all other warranties, express or implied, including any implied warranty of quality.';
const SKILL = '3. The Designer shall perform the services with reasonable skill and care.';
const TITLE = 'Warranties and disclaimers';

describe('a client whose services agreement promises nothing about the work', () => {
  it('is asked for it where the designer disclaims all other warranties', async () => {
    const finding = keyFindingTitled(await analyzeContractText(services(DISCLAIMS_OTHERS), { role: 'client' }), TITLE);
    expect(finding?.recommendation).toMatch(/reasonable skill and care/u);
  });

  it('is not asked for it where the agreement already promises skill and care', async () => {
    const finding = keyFindingTitled(await analyzeContractText(services(SKILL, ENTIRE), { role: 'client' }), TITLE);
    expect(finding?.recommendation ?? '').not.toMatch(/Ask for a promise that the work will be done/u);
  });

  it('does not ask the designer to promise more', async () => {
    const finding = keyFindingTitled(await analyzeContractText(services(ENTIRE), { role: 'service-provider' }), TITLE);
    expect(finding?.recommendation ?? '').not.toMatch(/Ask for a promise that the work will be done/u);
  });
});

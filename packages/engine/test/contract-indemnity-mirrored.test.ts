import { describe, expect, it } from 'vitest';
import { analyseMaintenanceAgreement } from './maintenance-agreement';

// A maintenance agreement written for these tests in which each side indemnifies the other in its own sentence.
const MIRRORED = [
  'Operator shall indemnify and hold harmless Owner from any and all third-party claims arising from the work of Operator’s personnel.',
  'Owner shall indemnify and hold harmless Operator from any and all third-party claims arising from the condition of the Owner’s stations.',
];

describe('an indemnity mirrored by one the other side gives in another sentence', () => {
  it('is told on the risk card as stated the other way too, not as one-way', async () => {
    const result = await analyseMaintenanceAgreement(...MIRRORED);
    const card = result.risks.find((risk) => risk.finding.startsWith('Indemnification'));
    // The two sentences cover different claims (the personnel's work, the stations' condition): stated the other way,
    // but not alike.
    expect(card?.finding).toMatch(/states this clause the other way, in a separate sentence/u);
  });
});

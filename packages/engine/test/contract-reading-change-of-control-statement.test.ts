import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

function changeOfControl(result: ContractAnalysis): string {
  const finding = result.keyFindings.find((candidate) => candidate.title === 'Change of control');
  expect(finding).toBeDefined();
  return `${finding?.description ?? ''} ${finding?.recommendation ?? ''}`;
}

const OLD_HEDGE = /could end the agreement or need the other side’s consent/u;

const FREE_TRANSFER_ON_MERGER =
  'Notwithstanding the foregoing, either party may transfer this Agreement without such consent in connection with a merger, acquisition or sale of substantially all of its assets.';
const ENDS_ON_CONTROL_CHANGE =
  'Pelletier may terminate this Agreement on thirty days’ written notice if Halvorsen undergoes a change of control.';
const CONSENT_ON_CONTROL_CHANGE =
  'Halvorsen shall not assign this Agreement, including by way of merger or change of control, without the prior written consent of Pelletier.';

const ASSIGNMENT_BAR = 'Neither party may assign this Agreement without the other party’s prior written consent.';
const MERGER_CARVED_OUT_OF_BAR =
  'That consent is not needed, however, where a party undergoes a change of control: such a party may assign this Agreement to its successor in the merger or acquisition.';

describe('the change-of-control statement follows what the quoted sentence says', () => {
  // A sentence that only frees an assignment in a merger from consent is an exception to the assignment
  // clause: it gives no right and has no consequence on a change of control, so it is no change of control finding.
  it('a freedom to transfer on a merger without consent is not told as a change of control clause', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, FREE_TRANSFER_ON_MERGER);
    expect(result.keyFindings.map((finding) => finding.title)).not.toContain('Change of control');
  });

  it('a right to end the agreement on a change of control is told as a right of the other side to end it', async () => {
    const told = changeOfControl(await analyse({ role: 'client', party: 'Halvorsen' }, ENDS_ON_CONTROL_CHANGE));
    expect(told).not.toMatch(OLD_HEDGE);
    expect(told).toMatch(/If your side is sold or changes control, the other side may end the agreement/u);
    expect(told).toMatch(/Pelletier holds this right/u);
    expect(told).not.toMatch(/allows assignment to the buyer without consent/u);
  });

  it('the holder of that right is told it may end the agreement', async () => {
    const told = changeOfControl(await analyse({ role: 'client', party: 'Pelletier' }, ENDS_ON_CONTROL_CHANGE));
    expect(told).toMatch(/If the other side is sold or changes control, you may end the agreement/u);
  });

  it('a bar on assigning on a merger without consent is told as a need for consent, not as an end', async () => {
    const told = changeOfControl(await analyse({ role: 'client', party: 'Halvorsen' }, CONSENT_ON_CONTROL_CHANGE));
    expect(told).not.toMatch(OLD_HEDGE);
    expect(told).toMatch(/may not pass to a buyer of your business, or in a merger, without the other side’s consent/u);
    expect(told).not.toMatch(/end the agreement/u);
  });

  it('the party whose consent is needed is told so', async () => {
    const told = changeOfControl(await analyse({ role: 'client', party: 'Pelletier' }, CONSENT_ON_CONTROL_CHANGE));
    expect(told).toMatch(/without your consent/u);
  });

  it('a merger carved out of a bar on assignment is not told as a change of control clause', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, ASSIGNMENT_BAR, MERGER_CARVED_OUT_OF_BAR);
    expect(result.keyFindings.map((finding) => finding.title)).not.toContain('Change of control');
  });
});

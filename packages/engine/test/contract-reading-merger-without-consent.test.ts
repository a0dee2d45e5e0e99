import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';

function changeOfControl(result: ContractAnalysis): string {
  const finding = result.keyFindings.find((candidate) => candidate.title === 'Change of control');
  expect(finding).toBeDefined();
  return `${finding?.description ?? ''} ${finding?.recommendation ?? ''}`;
}

describe('a change of control the assignment clause lets through without consent', () => {
  it('says a merger needs no consent and gives no protection, when either party may assign on a merger', async () => {
    const told = changeOfControl(
      await analyse(
        'Assignment. Neither party may assign this Agreement without the prior written consent of the other party. However, either party may assign this Agreement without the other party’s consent to its successor in a merger or consolidation, or in a sale of all or substantially all of its assets, on written notice to the other party.',
      ),
    );
    expect(told).not.toMatch(/could end the agreement or need the other side’s consent/u);
    expect(told).not.toMatch(/You can react if the other side ends up owned/u);
    expect(told).toMatch(/without consent/u);
    expect(told).toMatch(/no protection/u);
  });

  it('still tells a right to end the agreement on a change of control as one the reader can react to', async () => {
    const told = changeOfControl(
      await analyse(
        'Change of control. If the Provider undergoes a change of control, the Client may terminate this Agreement on written notice.',
      ),
    );
    expect(told).not.toMatch(/no protection/u);
  });
});

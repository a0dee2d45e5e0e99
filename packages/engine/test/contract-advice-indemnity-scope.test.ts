import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { keyFindingAdvice } from './contract-advice-seen';
import { analyseMaintenanceAgreement } from './maintenance-agreement';

const maintenance = analyseMaintenanceAgreement;

const advice = (result: ContractAnalysis) => keyFindingAdvice(result, 'Indemnification');

describe('advice on an indemnity the reader receives', () => {
  it('does not ask for infringement cover where nothing in the contract could infringe', async () => {
    const result = await maintenance(
      'Operator shall indemnify and hold harmless Owner from any loss or damage to property caused by Operator’s personnel.',
    );
    const told = advice(result);
    expect(told).not.toBe('');
    expect(told).not.toMatch(/infring|intellectual property/iu);
  });

  it('is not listed as a change to negotiate once the contract gives everything it asked for', async () => {
    const result = await maintenance(
      'Operator shall indemnify and hold harmless Owner from any and all third-party claims arising from the work.',
    );
    const found = result.keyFindings.find((finding) => finding.title === 'Indemnification');
    expect(found?.recommendation).toMatch(/^No change needed/u);
    expect(found?.type).toBe('low');
  });

  it('reads the heads an indemnity lists after its colon before asking for third-party claims', async () => {
    const result = await maintenance(
      'Operator shall indemnify and hold harmless Owner from and against any and all damages arising from any of the following:',
      '(a) any claim by a third party for injury or death caused by Operator’s personnel; and',
      '(b) any damage to the property of a third party caused by Operator’s equipment.',
    );
    expect(advice(result)).not.toMatch(/make sure it covers third-party claims/iu);
  });
});

import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMaintenanceAgreement } from './maintenance-agreement';

const maintenance = analyseMaintenanceAgreement;

function advice(result: ContractAnalysis): string {
  return result.keyFindings.find((finding) => finding.title === 'Indemnification')?.recommendation ?? '';
}

const ASKS_FAULT_LIMIT = /limit it to claims caused by your own fault/iu;

describe('an indemnity the reader gives that is already limited', () => {
  it('is not asked to be limited to fault when it applies only in proportion to the giver’s negligence', async () => {
    const told = advice(
      await maintenance(
        'Owner shall indemnify and hold harmless Operator from any and all claims arising out of the operation of the stations, but only in proportion to and to the extent such claims are caused by the negligent acts or omissions of Owner or its employees.',
      ),
    );
    expect(told).not.toBe('');
    expect(told).not.toMatch(ASKS_FAULT_LIMIT);
  });

  it('is not asked to be limited to fault when it applies to the extent the giver’s breach causes the loss', async () => {
    const told = advice(
      await maintenance(
        'Owner shall indemnify Operator against any and all losses arising from the work at the stations, to the extent such losses are caused by Owner’s breach of this Agreement.',
      ),
    );
    expect(told).not.toBe('');
    expect(told).not.toMatch(ASKS_FAULT_LIMIT);
  });

  it('is not asked to be limited to fault when it leaves out the other side’s gross negligence and wilful misconduct', async () => {
    const told = advice(
      await maintenance(
        'Owner shall indemnify and hold harmless Operator from any and all claims arising from the operation of the stations, except to the extent caused by the gross negligence or willful misconduct of Operator.',
      ),
    );
    expect(told).not.toBe('');
    expect(told).not.toMatch(ASKS_FAULT_LIMIT);
    expect(told).toMatch(/gross negligence or wil(?:l)?ful misconduct/iu);
  });
});

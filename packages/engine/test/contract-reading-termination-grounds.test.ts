import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';

function termination(result: ContractAnalysis) {
  const finding = result.keyFindings.find((candidate) => candidate.title === 'Termination rights');
  expect(finding).toBeDefined();
  return { description: finding?.description ?? '', recommendation: finding?.recommendation ?? '' };
}

describe('what a right to end the agreement is told to allow', () => {
  it('tells an immediate end on notice for a breach as having no time to remedy it', async () => {
    const told = termination(
      await analyse(
        'Termination. The Provider may terminate this Agreement immediately upon written notice if the Client breaches Section 2.',
      ),
    );
    expect(told.description).not.toMatch(/not remedied in time/u);
    expect(told.description).toMatch(/at once, on notice[^.]*with no time to remedy it/u);
    expect(told.recommendation).not.toMatch(/period to remedy a failure is short enough/u);
  });

  it('still tells a right to end for a breach not cured in time as one', async () => {
    const told = termination(
      await analyse(
        'Termination. The Provider may terminate this Agreement by written notice if the Client breaches Section 2 and fails to cure the breach within thirty (30) days after notice.',
      ),
    );
    expect(told.description).toMatch(/a failure the other side has not remedied in time/u);
  });

  it('does not tell a right that depends on another agreement ending early as an end without reason', async () => {
    const told = termination(
      await analyse(
        'Termination. Either party may terminate this Agreement upon written notice if the Supply Agreement between the parties terminates before the first anniversary of the date of this Agreement.',
      ),
    );
    expect(told.recommendation).not.toMatch(/without giving a reason/u);
  });
});

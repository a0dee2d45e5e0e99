import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { keyFindingSaid } from './contract-advice-seen';
import { analyseSponsorship as sponsorship } from './sponsorship-agreement';

// Each test reads a sponsorship agreement written for these tests, as the sponsor that pays for it.

function told(result: ContractAnalysis): string {
  return keyFindingSaid(result, 'Non-disparagement');
}

describe('a promise not to disparage, read from the side it binds', () => {
  it('is the client’s own duty when the client promises not to disparage the other side', async () => {
    const said = told(
      await sponsorship(
        'Sponsor shall not disparage the Club, its drivers or its racing events in any public statement.',
      ),
    );
    expect(said).not.toBe('');
    expect(said).not.toMatch(/protects your reputation/u);
    expect(said).toMatch(/You may not criticise the other side/u);
  });

  it('protects the client when the other side promises not to disparage it', async () => {
    const said = told(
      await sponsorship('The Club shall not disparage the Sponsor or its beverages in any public statement.'),
    );
    expect(said).toMatch(/protects your reputation/u);
  });

  it('says it binds both when each side promises the other', async () => {
    const said = told(
      await sponsorship('Neither party shall disparage the other party or its products in any public statement.'),
    );
    expect(said).toMatch(/both/u);
    expect(said).toMatch(/You may not criticise the other side/u);
  });

  it('says it binds both when the two sides are named on the one hand and on the other', async () => {
    const said = told(
      await sponsorship(
        'Sponsor, on the one hand, and the Club, on the other hand, each covenants that it shall not disparage the other or its products in any public statement.',
      ),
    );
    expect(said).toMatch(/both/u);
    expect(said).toMatch(/You may not criticise the other side/u);
  });
});

import { describe, expect, it } from 'vitest';
import { agreementText, TOLLERY_MARKS_LICENCE } from './agreement-openings';
import { toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Brightwick (Licensor) licenses to Tollery (Licensee); each grant below is told with the reach and the
// length its own sentence states.
async function told(grant: string, role: 'client' | 'seller'): Promise<string> {
  const text = agreementText({ ...TOLLERY_MARKS_LICENCE, clauses: [grant] });
  return toldOn(await analyzeContractText(text, { role }), 'License grant');
}

describe('a licence is told with the reach and length its sentence states', () => {
  const WIDE = [
    'Licensor hereby grants Licensee a perpetual, worldwide licence to use the Licensed Marks.',
    'Licensor hereby grants Licensee an irrevocable licence to use the Licensed Marks for any purpose.',
    'Licensor hereby grants to Licensee a licence to use the Licensed Marks in perpetuity throughout the world.',
  ];
  it.each(WIDE)('does not tell a perpetual or unrestricted licence as limited to a scope: %s', async (grant) => {
    const licensee = await told(grant, 'client');
    expect(licensee).not.toMatch(/only within the stated scope/u);
    expect(licensee).toMatch(/perpetual|irrevocable|any purpose|worldwide/u);
    const licensor = await told(grant, 'seller');
    expect(licensor).not.toMatch(/within the stated scope/u);
  });

  const LIMITED = [
    'Licensor hereby grants Licensee a non-exclusive licence to use the Licensed Marks on the Products in the Territory during the Term.',
    'Licensor hereby grants Licensee a licence to use the Licensed Marks solely for the purpose of selling the Products.',
    'Licensor hereby grants Licensee a revocable licence to use the Licensed Marks in Canada.',
  ];
  it.each(LIMITED)('keeps the scope wording for a licence its sentence limits: %s', async (grant) => {
    expect(await told(grant, 'client')).toMatch(/only within the stated scope/u);
  });

  it('tells a perpetual licence held to a use as both endless and limited to that use', async () => {
    const licensee = await told(
      'Licensor hereby grants Licensee a perpetual licence to use the Licensed Marks solely on the Products.',
      'client',
    );
    expect(licensee).toMatch(/perpetual: it has no end date/u);
    expect(licensee).toMatch(/only the use the sentence names/u);
  });
});

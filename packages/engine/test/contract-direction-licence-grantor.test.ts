import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

function told(result: ContractAnalysis, title: string): string {
  return result.keyFindings
    .filter((finding) => finding.title === title)
    .map((finding) => `${finding.description} ${finding.recommendation}`)
    .join(' ');
}

// The licensee is named first as the one that "shall have" the licence; the grantor is the subject of "grants".
const HAVE_AND_GRANT =
  'Halvorsen shall have, and Pelletier hereby grants to Halvorsen, a perpetual, irrevocable, royalty-free license to use the campaign artwork.';

describe('a licence the reader "shall have" and the other side grants is read from the grantee’s side', () => {
  it('the licensee reader is told it may use what is licensed, not licensor advice', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, HAVE_AND_GRANT);
    const licence = told(result, 'License grant');
    expect(licence).toMatch(/you may use what is licensed/iu);
    expect(licence).not.toMatch(/not wider than intended/iu);
  });

  it('the licensee reader is not told it gives the promise of irrevocability', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, HAVE_AND_GRANT);
    const perpetual = told(result, 'Irrevocable or perpetual license');
    expect(perpetual).not.toMatch(/\(your side\) gives this promise|you can never withdraw|allow revocation/iu);
    expect(perpetual).toMatch(/Pelletier gives this promise to your side/u);
  });

  it('the licensor reader is not told it may use what is licensed', async () => {
    const result = await analyse({ role: 'client', party: 'Pelletier' }, HAVE_AND_GRANT);
    const licence = told(result, 'License grant');
    expect(licence).not.toMatch(/you may use what is licensed/iu);
    expect(licence).toMatch(/what you license/iu);
  });

  it('a licence received in the same form ("shall receive, and … grants") is read the same way', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Halvorsen shall receive, and Pelletier hereby grants to Halvorsen, a non-exclusive license to display the campaign artwork in its stores.',
    );
    expect(told(result, 'License grant')).toMatch(/you may use what is licensed/iu);
  });
});

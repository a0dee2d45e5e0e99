import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

function told(result: ContractAnalysis, title: string): string {
  return result.keyFindings
    .filter((finding) => finding.title === title)
    .map((finding) => `${finding.description} ${finding.recommendation}`)
    .join(' ');
}

describe('a licence is told from the side of the party that grants it', () => {
  it('a licence the reader’s party grants is not told as one the reader may use', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Halvorsen hereby grants to Pelletier a non-exclusive, limited license to use Halvorsen’s trade names and logos solely to promote Halvorsen’s products.',
    );
    const licence = told(result, 'License grant');
    expect(licence).not.toMatch(/you may use what is licensed/iu);
    expect(licence).toMatch(/what you license/iu);
  });

  it('a licence granted to the reader’s party is told as one the reader may use', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier hereby grants to Halvorsen a non-exclusive license to use the campaign artwork in Halvorsen’s stores.',
    );
    expect(told(result, 'License grant')).toMatch(/you may use what is licensed/iu);
  });

  it('a non-transferable licence granted to the reader’s party binds the reader, not the grantor', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier hereby grants to Halvorsen a non-transferable, non-sublicensable license to use the campaign artwork.',
    );
    const licence = told(result, 'Non-transferable license');
    expect(licence).toMatch(/you cannot pass the licence/iu);
    expect(licence).not.toMatch(/keeps control of who uses what you license/iu);
  });

  it('with no party picked, the client is the party paying the fee and granted the licence, and it is told so', async () => {
    const result = await analyse(
      { role: 'client' },
      'Pelletier hereby grants to Halvorsen a non-transferable, non-sublicensable license to use the campaign artwork.',
    );
    const licence = told(result, 'Non-transferable license');
    expect(licence).toMatch(/you cannot pass the licence/iu);
    expect(licence).not.toMatch(/if you are|keeps control of who uses what you license/iu);
  });
});

import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';

const DELIVERY = 'Products. The Provider shall deliver the storage units ordered under each purchase order.';

function titles(result: Awaited<ReturnType<typeof analyse>>): string[] {
  return result.keyFindings.map((finding) => finding.title);
}

describe('a warranty given at a stated moment has a stated time', () => {
  it('is not reported as lacking a period when the quality is warranted at the time of delivery', async () => {
    const result = await analyse(
      DELIVERY,
      'Warranty. The Provider warrants that, at the time of delivery, each unit will conform to its specifications and be free from defects.',
    );
    expect(titles(result)).not.toContain('No warranty period clause');
  });

  it('is not reported as lacking a period when the quality is warranted upon shipment', async () => {
    const result = await analyse(
      DELIVERY,
      'Warranty. The Provider warrants that each unit shall be of good quality and conform to its specifications upon shipment.',
    );
    expect(titles(result)).not.toContain('No warranty period clause');
  });

  it('is still reported lacking a period when the quality promise names no time', async () => {
    const result = await analyse(
      DELIVERY,
      'Warranty. The Provider warrants that each unit will conform to its specifications and be free from defects.',
    );
    expect(titles(result)).toContain('No warranty period clause');
  });
});

import { describe, expect, it } from 'vitest';
import { keyFindingAdvice as advice, analyseClientServicesAgreement as analyse } from './client-services-agreement';

describe('a warranty period the contract already states', () => {
  it('is not reported missing when the warranty lasts until the product’s expiry date', async () => {
    const result = await analyse(
      'Products. The Provider shall deliver the storage units ordered under each purchase order.',
      'Warranty. The Provider warrants that each unit delivered will conform to its specifications and be free from defects in materials and workmanship until the expiration date printed on it.',
    );
    expect(result.keyFindings.map((finding) => finding.title)).not.toContain('No warranty period clause');
  });

  it('is not reported missing when each unit must have a stated shelf life left at delivery', async () => {
    const result = await analyse(
      'Products. The Provider shall deliver the storage units ordered under each purchase order.',
      'Warranty. The Provider warrants that each unit delivered will conform to its specifications.',
      'Shelf life. Each unit shall have at least eighteen (18) months of remaining shelf life when it is delivered.',
    );
    expect(result.keyFindings.map((finding) => finding.title)).not.toContain('No warranty period clause');
  });

  it('is still reported missing when shelf life is only named, not promised', async () => {
    const result = await analyse(
      'Products. The Provider shall deliver the storage units ordered under each purchase order.',
      'Warranty. The Provider warrants that each unit delivered will conform to its specifications.',
      'Records. The Provider shall keep the batch records for one (1) year beyond the shelf life of the units.',
    );
    expect(result.keyFindings.map((finding) => finding.title)).toContain('No warranty period clause');
  });

  it('is not reported missing when defective goods may be rejected within a stated time for replacement', async () => {
    const result = await analyse(
      'Products. The Provider shall deliver the storage units ordered under each purchase order.',
      'Warranty. The Provider warrants that each unit delivered will conform to its specifications.',
      'Inspection. The Client may reject any non-conforming unit by notice within forty-five (45) days after delivery, and the Provider shall replace it or refund its price at the Client’s choice.',
    );
    expect(result.keyFindings.map((finding) => finding.title)).not.toContain('No warranty period clause');
  });

  it('is not asked for again over a disclaimer when the contract gives a warranty period with repair or replacement', async () => {
    const result = await analyse(
      'Warranty. The Provider warrants that the software will perform substantially in accordance with its documentation for a period of twelve (12) months after installation, and the Provider shall repair or replace any software that does not.',
      'Disclaimer. EXCEPT AS SET OUT ABOVE, THE PROVIDER DISCLAIMS ALL OTHER WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTY OF MERCHANTABILITY.',
    );
    const said = advice(result, 'Warranties and disclaimers');
    expect(said).not.toMatch(/ask for a clear warranty period and a remedy/iu);
  });
});

const DISCLAIMER =
  'Disclaimer. EXCEPT AS SET OUT IN THIS AGREEMENT, THE PROVIDER DISCLAIMS ALL OTHER WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.';
const DELIVERY = 'Products. The Provider shall deliver the storage units ordered under each purchase order.';

describe('advice over a disclaimer, checked against the remedies the contract gives', () => {
  it('does not ask for a period and a remedy when faulty units may be rejected within a set time for replacement', async () => {
    const result = await analyse(
      DELIVERY,
      'Inspection. The Client may reject any unit that does not conform to its specifications by notice within thirty (30) days after delivery, and the Provider shall replace it or refund its price at the Client’s choice.',
      DISCLAIMER,
    );
    const said = advice(result, 'Warranties and disclaimers');
    expect(said).not.toMatch(/ask for a clear warranty period and a remedy/iu);
    expect(said).toMatch(/already/iu);
    expect(result.keyFindings.find((finding) => finding.title === 'Warranties and disclaimers')?.type).toBe('low');
  });

  it('asks only for the period when the contract gives a repair or replacement remedy with no time set', async () => {
    const result = await analyse(
      DELIVERY,
      'Remedy. The Provider shall repair or replace, at its own cost, any unit that is defective in materials or workmanship.',
      DISCLAIMER,
    );
    const said = advice(result, 'Warranties and disclaimers');
    expect(said).not.toMatch(/and a remedy/iu);
    expect(said).toMatch(/period/iu);
  });

  it('still asks for a period and a remedy when the contract gives neither', async () => {
    const result = await analyse(DELIVERY, DISCLAIMER);
    expect(advice(result, 'Warranties and disclaimers')).toMatch(/ask for a clear warranty period and a remedy/iu);
  });
});

import { describe, expect, it } from 'vitest';
import { toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

/**
 * A cap that reads the same for both sides is not balanced when another clause shuts out nearly all
 * of the other side's liability: the reader is told its claims are limited by that clause too.
 * Invented services agreements.
 */

const services = (exclusion: string) => `SERVICES AGREEMENT

This Services Agreement is made between Brightwell Analytics Inc. (the "Client") and Copperleaf Systems LLC (the "Provider").

1. Services. The Provider shall host and maintain the Client's data platform.

2. Fees. The Client shall pay the Provider $8,000 per month, payable within thirty (30) days of invoice.

3. Cap. Each party's total aggregate liability arising out of this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.

4. Exclusion. ${exclusion}

5. Governing Law. This Agreement is governed by the laws of the State of Washington.`;

const BROAD_FOR_PROVIDER = [
  'The Provider shall not be liable for any loss of profits or any indirect loss, nor for any loss caused by the failure or unavailability of the platform.',
  'The Provider shall have no liability whatsoever for any loss or damage arising from the use or operation of the platform.',
  'In no event shall the Provider be liable for any losses, damages or claims arising out of or relating to the Services, however caused.',
];

describe('a shared cap read with a broad exclusion of the other side’s liability', () => {
  for (const exclusion of BROAD_FOR_PROVIDER) {
    it(`tells the client its claims are limited by the exclusion too: ${exclusion.slice(0, 50)}`, async () => {
      const told = toldOn(
        await analyzeContractText(services(exclusion), { role: 'client' }),
        'Limitation of liability',
      );
      expect(told).toMatch(/(?:another clause also|this clause) shuts out most of the other side’s liability/iu);
      expect(told).not.toMatch(/this exclusion does not reach direct loss/iu);
    });
  }
});

describe('limits that are not a broad one-sided exclusion', () => {
  it('an exclusion of indirect loss only is not told as shutting out most liability', async () => {
    const told = toldOn(
      await analyzeContractText(
        services(
          'The Provider shall not be liable for any indirect, incidental or consequential damages, or for any loss of profits.',
        ),
        { role: 'client' },
      ),
      'Limitation of liability',
    );
    expect(told).not.toMatch(/shuts out most of the other side’s liability/iu);
  });

  it('a broad exclusion that binds both parties alike is not told as the other side’s', async () => {
    const told = toldOn(
      await analyzeContractText(
        services(
          'Neither party shall be liable for any loss or damage arising from the use or operation of the platform.',
        ),
        { role: 'client' },
      ),
      'Limitation of liability',
    );
    expect(told).not.toMatch(/shuts out most of the other side’s liability/iu);
  });

  it('a broad exclusion protecting the reader is not told as the other side’s', async () => {
    const told = toldOn(
      await analyzeContractText(
        services(
          'The Provider shall have no liability whatsoever for any loss or damage arising from the use or operation of the platform.',
        ),
        { role: 'service-provider' },
      ),
      'Limitation of liability',
    );
    expect(told).not.toMatch(/shuts out most of the other side’s liability/iu);
  });
});

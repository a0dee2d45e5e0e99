import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

// Terms of use written for this test: a publisher licenses its archive to whoever accepts the terms.
describe('a non-transferable licence in terms offered to every user', () => {
  it('is told as the user’s own loss, not as a block on selling a business, and asks for no transfer', async () => {
    const result = await analyzeContractLines([
      'TERMS OF USE',
      'These Terms of Use are a binding agreement between you and Kestrelmoor Press ("we", "us").',
      'Subject to these Terms and to the rules we publish, we hereby grant you a revocable, non-transferable and limited license to read and download the articles in the Kestrelmoor archive.',
      'You must not use the archive to train software that copies its articles.',
      'You are responsible for keeping your password secret and for all use of your account.',
      'If you break these Terms, your access to your account may end and you must delete what you downloaded.',
      'These Terms are governed by the laws of the State of Vermont.',
    ]);
    const said = toldAboutLines(result, 'Non-transferable license').join('\n');
    expect(said).toMatch(
      /You cannot pass the licence on or sublicense it; anyone else who needs it accepts the terms/u,
    );
    expect(said).not.toMatch(/You cannot pass the licence to a buyer of your business/u);
    expect(said).not.toMatch(/Ask for transfer to affiliates/u);
  });
});

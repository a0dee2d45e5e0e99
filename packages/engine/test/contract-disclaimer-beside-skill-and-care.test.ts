import { describe, expect, it } from 'vitest';
import { risksAndFindingsTold, somethingTold } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

/**
 * An "as is" disclaimer in terms that elsewhere promise the service will be given with reasonable skill and care,
 * or that defects will be put right, does not leave the user with no promise at all: it is told as taking away
 * everything beyond that promise. Terms written for these tests.
 */
const TERMS = (...lines: string[]) => [
  'KESTREL NOTES TERMS OF SERVICE',
  'These terms are between Kestrel Notes Ltd ("Kestrel", "we") and you, the user of the note-taking service ("you").',
  '1. The service. We provide an online notebook that you can use from your browser.',
  '2. Fees. You pay us a subscription fee of £5 a month, in advance.',
  ...lines,
  '9. Disclaimer. The service is provided "as is" and without any warranty of any kind, express or implied, such as implied warranties of merchantability or of fitness for a particular purpose.',
];

describe('an as-is disclaimer beside a promise of skill and care', () => {
  it('does not say that nothing is promised about quality', async () => {
    const told = somethingTold(
      risksAndFindingsTold(
        await analyzeContractLines(
          TERMS(
            '4. Our promise. We will provide the service with reasonable skill and care and will put right any material defect you report to us.',
          ),
        ),
        'Warranties and disclaimers',
      ),
    );
    expect(told).not.toMatch(/No promise is made about quality/u);
    expect(told).toMatch(/promise the contract makes elsewhere/u);
  });

  it('still says so when no sentence promises anything', async () => {
    const told = somethingTold(risksAndFindingsTold(await analyzeContractLines(TERMS()), 'Warranties and disclaimers'));
    expect(told).not.toMatch(/promise the contract makes elsewhere/u);
  });
});

describe('the advice beside it', () => {
  it('does not say that no promise of quality is made at all', async () => {
    const told = risksAndFindingsTold(
      await analyzeContractLines(TERMS('4. Our promise. We will provide the service with reasonable skill and care.')),
      'Warranties and disclaimers',
    );
    expect(told).not.toMatch(/no promise of quality is made\./u);
  });
});

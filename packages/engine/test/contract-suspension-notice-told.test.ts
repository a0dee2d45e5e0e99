import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { suspensionChange, suspensionImpact } from '../src/local/contract/suspension-terms';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

/**
 * A right to suspend is told with the notice its sentence really promises: notice left to the holder ("with or
 * without notice") is not told as no notice at all, notice promised "where practicable" is not told as notice
 * always given, and the words that excuse notice ("unless the law forbids it") are no ground to suspend. Terms
 * written for these tests.
 */
function analyse(term: string): Promise<ContractAnalysis> {
  return analyzeContractLines([
    'DATA HOSTING TERMS',
    'These terms are between Quarrelby Hosting Ltd. ("Quarrelby") and you, the customer.',
    'Quarrelby will host the datasets you upload for the fees stated in your order.',
    term,
    'These terms are governed by the laws of the State of Maine.',
  ]);
}

function told(result: ContractAnalysis): string {
  const lines = toldAboutLines(result, 'Suspension of services');
  expect(lines.length).toBeGreaterThan(0);
  return lines.join('\n');
}

describe('the notice before a suspension', () => {
  it('tells notice left to the holder as not required, not as none ever given', () => {
    const impact =
      suspensionImpact(
        'Quarrelby may temporarily suspend your access to the hosting if you breach these terms, with or without notice.',
      ) ?? '';
    expect(impact).toMatch(/with or without notice: notice first is not required/u);
    expect(impact).not.toMatch(/, without notice\b/u);
  });

  it('tells notice promised where practicable as not promised in every case', async () => {
    const said = told(
      await analyse(
        'Quarrelby may suspend your access to the hosting if you breach Section 6, but where practicable will give you prior notice so that you can fix the problem first.',
      ),
    );
    expect(said).toMatch(/with notice first only where that is practicable, so not in every case/u);
    expect(said).not.toMatch(/, after notice\b/u);
    expect(said).not.toMatch(/Ask for written notice/u);
  });

  it('does not read the words excusing notice as a ground to suspend', () => {
    const impact =
      suspensionImpact(
        'Quarrelby may suspend all or part of the hosting to protect the security of its network, with notice, unless such notice would breach a statute or a court order.',
      ) ?? '';
    expect(impact).toMatch(/on a security risk, with notice, save in the cases the sentence excuses it/u);
    expect(impact).not.toMatch(/legal requirement/u);
    expect(
      suspensionChange(
        'Quarrelby may suspend all or part of the hosting to protect the security of its network, with notice, unless such notice would breach a statute or a court order.',
        'recipient',
      ),
    ).not.toMatch(/written notice/u);
  });

  it('still tells notice always given as given', () => {
    expect(
      suspensionImpact('Quarrelby may suspend the hosting upon ten days’ written notice if any invoice is overdue.'),
    ).toMatch(/on non-payment, after notice/u);
  });
});

describe('who may suspend and what', () => {
  it('tells terms written as "we" by naming that party, not in its own voice', () => {
    const impact = suspensionImpact('We may suspend your account if you break these terms.') ?? '';
    expect(impact).toMatch(/^The party the terms call “we” may suspend your account on a breach of the agreement/u);
    expect(impact).not.toMatch(/^We may/u);
  });

  it('tells a right to suspend or end the agreement when payments are not made', () => {
    const impact =
      suspensionImpact(
        'If the Reseller fails to make payments when due, Quarrelby shall have the right to suspend or terminate this Agreement.',
      ) ?? '';
    expect(impact).toMatch(/Quarrelby may suspend or terminate this Agreement on non-payment/u);
    expect(impact).toMatch(/for good once it is ended/u);
  });
});

import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Every document below is written for these tests.

function warrantyFinding(result: ContractAnalysis) {
  const found = result.keyFindings.find((finding) => finding.title === 'Warranties and disclaimers');
  if (!found) throw new Error('no warranty finding');
  return found;
}

const terms = (...clauses: string[]) =>
  [
    'Lantern Notes Terms of Service',
    'These terms govern your use of the Lantern Notes app. By using the app you agree to these terms with Lantern Labs Inc. ("Lantern", "we"). The Pro plan costs $5 per month, and you pay for it in advance each month. You are responsible for your account and you keep your notes. You may stop using the app at any time and you may delete your account from your settings.',
    ...clauses,
    'These terms are governed by the laws of the State of Oregon. If you have a question about your account, write to us.',
  ].join('\n\n');

describe('a disclaimer of every warranty, told to the user', () => {
  it('says plainly that no promise of quality is made', async () => {
    const finding = warrantyFinding(
      await analyzeContractText(
        terms(
          'The app is provided as is. No implied warranty of merchantability, fitness for a particular purpose or non-infringement.',
        ),
      ),
    );
    expect(finding.description).toMatch(/No promise is made about quality/u);
    expect(finding.description).not.toMatch(/It decides what you can do if what you get is faulty/u);
    expect(finding.recommendation).not.toMatch(/^Ask for/u);
  });

  it('says the rights consumer law gives still apply where the terms keep them, and asks for no refund they give', async () => {
    const finding = warrantyFinding(
      await analyzeContractText(
        terms(
          'To the extent permitted by applicable law, Lantern disclaims all warranties, including any warranty of merchantability or fitness for a particular purpose.',
          'If you cancel your paid plan within the first 14 days, you may ask for a refund and we will refund your first payment.',
          'Nothing in these terms affects your statutory rights as a consumer.',
        ),
      ),
    );
    expect(finding.description).toMatch(/rights consumer law gives you still apply/u);
    expect(finding.description).not.toMatch(/you have no claim if what you receive falls short/u);
    expect(finding.recommendation).not.toMatch(/Ask for .*refund/u);
    expect(finding.recommendation).toMatch(/cancel within the refund period the terms set/u);
  });
});

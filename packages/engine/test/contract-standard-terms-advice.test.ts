import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Every document below is written for these tests: terms of service a user accepts by using the app.

const terms = (...clauses: string[]) =>
  [
    'Pebblemark Terms of Service',
    'These terms govern your use of the Pebblemark app. By using the app you agree to these terms with Pebblemark Inc. ("Pebblemark", "we"). You are responsible for your account and you keep your photos. If you break these terms, you may lose access to your account.',
    ...clauses,
    'These terms are governed by the laws of the State of Vermont. If you have a question about your account, write to us.',
  ].join('\n\n');

function findingTitled(result: ContractAnalysis, title: string) {
  const found = result.keyFindings.find((finding) => finding.title === title);
  if (!found) throw new Error(`no ${title} finding`);
  return found;
}

const NEGOTIATION =
  /\b(?:Ask\s+(?:for|that)|ask\s+(?:for|that)|Make\s+it\s+mutual|make\s+it\s+mutual|Negotiate|negotiate\s+it)\b/u;

describe('advice on terms a user accepts as they are', () => {
  it('tells what to check and do about an indemnity, not what to negotiate', async () => {
    const result = await analyzeContractText(
      terms(
        'You will indemnify and hold harmless Pebblemark from any claims, losses and legal fees arising from your use of the app.',
      ),
    );
    const finding = findingTitled(result, 'Indemnification');
    expect(finding.recommendation).not.toMatch(NEGOTIATION);
    expect(finding.recommendation).toMatch(/standard terms/u);
    expect(finding.recommendation).toMatch(/keep records/u);
    const actions = result.recommendations.immediateActions.map(({ action }) => action).join(' ');
    expect(actions).not.toMatch(/Negotiate the indemnification clause/u);
  });

  it('tells a user whose access may end without notice to keep its own copies', async () => {
    const finding = findingTitled(
      await analyzeContractText(
        terms('We may terminate these terms or stop providing the app at any time, for any reason, without notice.'),
      ),
      'Termination for convenience',
    );
    expect(finding.recommendation).not.toMatch(NEGOTIATION);
    expect(finding.recommendation).toMatch(/export|copy/u);
  });

  it('does not ask for the same right to end it where the user may close the account at any time', async () => {
    const finding = findingTitled(
      await analyzeContractText(
        terms(
          'We may terminate these terms or stop providing the app at any time, for any reason, without notice.',
          'You can close your account at any time from the settings page.',
        ),
      ),
      'Termination for convenience',
    );
    expect(finding.recommendation).not.toMatch(/same right to end it/u);
  });
});

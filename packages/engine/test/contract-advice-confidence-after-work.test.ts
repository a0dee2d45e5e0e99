import { describe, expect, it } from 'vitest';
import { adviceOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Every agreement below is written for these tests.

function inventions(secrecy: string): string {
  return [
    'EMPLOYEE PROPRIETARY INFORMATION AND INVENTIONS AGREEMENT',
    'This Agreement is made by and between Corvid Systems Inc. (the "Company") and Dana Whitlow (the "Employee").',
    'The Employee hereby assigns to the Company all right, title and interest in any Inventions the Employee makes in the course of the employment.',
    secrecy,
    'The Employee shall not solicit any employee of the Company for twelve (12) months after the employment ends.',
    'This Agreement shall be governed by the laws of the State of Oregon.',
    'IN WITNESS WHEREOF, the parties have executed this Agreement.',
  ].join('\n\n');
}

describe('a duty of confidence kept during and after the work already outlasts it', () => {
  for (const secrecy of [
    'The Employee shall hold the Company’s Proprietary Information in strict confidence, both during and after the employment.',
    'The Employee shall keep the Company’s Proprietary Information confidential while working for the Company and after the Employee leaves.',
  ]) {
    it(`does not ask that it survive: “${secrecy.slice(0, 60)}…”`, async () => {
      const result = await analyzeContractText(inventions(secrecy), { role: 'client', party: 'Corvid Systems Inc.' });
      const advice = adviceOn(result, 'Confidentiality');
      expect(advice).toMatch(/covers everything you will share/u);
      expect(advice).not.toMatch(/and survives the end of the agreement/u);
    });
  }

  it('still asks where the duty is kept only during the employment', async () => {
    const result = await analyzeContractText(
      inventions('The Employee shall keep the Company’s Proprietary Information confidential during the employment.'),
      { role: 'client', party: 'Corvid Systems Inc.' },
    );
    expect(adviceOn(result, 'Confidentiality')).toMatch(/survives the end of the agreement/u);
  });
});

import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// The agreement below is written for these tests.

const ONE_WAY_NDA = [
  'NON-DISCLOSURE AGREEMENT',
  'This Non-Disclosure Agreement is made by and between Pellmore Robotics Inc. ("Discloser") and Ansel Tooling LLC ("Recipient").',
  'Recipient shall hold all Confidential Information of Discloser in strict confidence and shall not disclose it to any third party.',
  'Recipient shall use the Confidential Information solely to evaluate a possible supply relationship with Discloser.',
  'Recipient shall not solicit any employee of Discloser for twelve (12) months after the date of this Agreement.',
  'Recipient shall return or destroy the Confidential Information at Discloser’s request.',
  'This Agreement shall be governed by the laws of the State of Ohio.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement.',
].join('\n\n');

function missingTitles(result: ContractAnalysis): string[] {
  return result.keyFindings
    .filter((finding) => finding.section === 'Not found in the document')
    .map((finding) => finding.title);
}

describe('a one-way NDA without an end is a gap only for the side it binds', () => {
  it('does not ask the discloser, whose information it protects, for a way to end it', async () => {
    const result = await analyzeContractText(ONE_WAY_NDA, { role: 'client', party: 'Pellmore Robotics Inc.' });
    expect(missingTitles(result)).not.toContain('No termination rights clause');
  });

  it('still tells the recipient, bound without end, that no way to end it is stated', async () => {
    const result = await analyzeContractText(ONE_WAY_NDA, { role: 'client', party: 'Ansel Tooling LLC' });
    expect(missingTitles(result)).toContain('No termination rights clause');
  });
});

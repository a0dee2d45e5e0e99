import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';

describe('a "provided that" which only sets when notice is given', () => {
  it('is not told as an exception to the right', async () => {
    const result = await analyse(
      'Change of control. Either party may terminate this Agreement upon ninety (90) days’ written notice following a change of control of the Provider, provided that such notice is given within thirty (30) days after the change of control.',
    );
    const told = result.keyFindings.map((finding) => finding.description);
    expect(told.some((line) => /change of control|end/iu.test(line))).toBe(true);
    for (const line of told) expect(line).not.toMatch(/exceptions \(“provided that”\)/u);
  });

  it('is still told as an exception where it carves something out of the right', async () => {
    const result = await analyse(
      'Change of control. Either party may terminate this Agreement upon ninety (90) days’ written notice following a change of control of the Provider, provided that no notice may be given after the first anniversary of this Agreement.',
    );
    const told = result.keyFindings.map((finding) => finding.description).join(' ');
    expect(told).toMatch(/exceptions \(“provided that”\)/u);
  });
});

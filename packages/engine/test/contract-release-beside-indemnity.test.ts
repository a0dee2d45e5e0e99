import type { ContractAnalysis, KeyFinding } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { releasesAndIndemnifies } from '../src/local/contract/release-beside-indemnity';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';

/**
 * One sentence that releases a party and indemnifies it is told as both: the reader who gives it loses claims of
 * its own besides paying for others', and is asked to keep its claims for the other side's serious fault unless the
 * sentence already does. Sentences written for these tests.
 */
function indemnity(result: ContractAnalysis): KeyFinding {
  const finding = result.keyFindings.find((candidate) => candidate.title === 'Indemnification');
  expect(finding).toBeDefined();
  return finding as KeyFinding;
}

describe('a release told beside the indemnity in the same sentence', () => {
  it('tells a release and indemnity the reader gives as both, and asks to keep claims for the other side’s fault', async () => {
    const finding = indemnity(
      await analyse(
        'Indemnity. The Client shall release the Provider from, and shall indemnify and hold the Provider harmless against, any liability for damage to equipment at the Client’s site.',
      ),
    );
    expect(finding.description).toMatch(/also releases the other side: your side gives up its own claims/u);
    expect(finding.recommendation).toMatch(/release not cover loss caused by the other side’s own negligence/u);
  });

  it('does not ask again for what a release already keeps', async () => {
    const finding = indemnity(
      await analyse(
        'Indemnity. The Client releases the Provider from, and agrees to indemnify the Provider against, all claims arising from the Client’s use of the software, except claims caused by the Provider’s gross negligence.',
      ),
    );
    expect(finding.description).toMatch(/also releases the other side/u);
    expect(finding.recommendation).not.toMatch(/release not cover/u);
  });

  it('tells a release given to the reader as protecting its side', async () => {
    const finding = indemnity(
      await analyse(
        'Indemnity. The Provider releases the Client from, and shall indemnify the Client against, any claim arising from the Provider’s staff working at the Client’s premises.',
      ),
    );
    expect(finding.description).toMatch(/also releases your side/u);
  });

  it('reads the release as a verb, not a release of information or an indemnity alone', () => {
    expect(releasesAndIndemnifies('You release us from all claims about your content and agree to indemnify us.')).toBe(
      true,
    );
    expect(
      releasesAndIndemnifies(
        'The Client shall indemnify the Provider against claims arising from the release of its data.',
      ),
    ).toBe(false);
    expect(releasesAndIndemnifies('The Client shall indemnify the Provider against any third-party claim.')).toBe(
      false,
    );
  });
});

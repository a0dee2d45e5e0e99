import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { keyFindingAdvice as advice, analyseClientServicesAgreement as analyse } from './client-services-agreement';

function improvement(result: ContractAnalysis, title: string) {
  return result.recommendations.contractImprovements.find((item) => item.issue.startsWith(`${title}:`));
}

const OWN_FAULT_INDEMNITY =
  'Indemnity. The Client shall indemnify and hold harmless the Provider from any and all claims, losses and costs arising out of the Client’s breach of this Agreement or its negligence.';
const FEE_CAP =
  'Liability. Each party’s total liability under this Agreement shall not exceed the fees paid by the Client in the twelve (12) months before the claim.';

describe('an indemnity the reader gives, advised from what it already says', () => {
  it('does not ask to limit it to the reader’s own fault when it covers only the reader’s own breach or negligence', async () => {
    const result = await analyse(OWN_FAULT_INDEMNITY);
    const said = advice(result, 'Indemnification');
    expect(said).not.toMatch(/limit it to claims caused by your own fault/iu);
    expect(said).toMatch(/only claims arising from/iu);
    const description = result.keyFindings.find((finding) => finding.title === 'Indemnification')?.description;
    expect(description).not.toMatch(/drafted very broadly/iu);
    expect(improvement(result, 'Indemnification')?.priority).not.toBe('critical');
  });

  it('still asks to limit it to the reader’s own fault when it covers the other side’s negligence too', async () => {
    const result = await analyse(
      'Indemnity. The Client shall indemnify and hold harmless the Provider from any and all claims, losses and costs arising out of the services, including those caused by the Provider’s negligence.',
    );
    expect(advice(result, 'Indemnification')).toMatch(/limit it to claims caused by your own fault/iu);
  });

  it('asks for a cap on it, not to put it under a liability cap the contract does not have', async () => {
    const result = await analyse(OWN_FAULT_INDEMNITY);
    const said = advice(result, 'Indemnification');
    expect(said).not.toMatch(/under the liability cap/iu);
    expect(said).toMatch(/cap/iu);
  });

  it('tells that it already falls under a cap on each party’s liability, and does not ask to put it there', async () => {
    const result = await analyse(OWN_FAULT_INDEMNITY, FEE_CAP);
    expect(advice(result, 'Indemnification')).toMatch(/already falls under the contract’s liability cap/iu);
    expect(advice(result, 'Indemnification')).not.toMatch(/put it under the liability cap/iu);
  });
});

describe('an indemnity given to the reader', () => {
  it('against any and all claims is not asked to cover third-party claims again', async () => {
    const result = await analyse(
      'Indemnity. The Provider shall indemnify and hold harmless the Client from any and all claims, damages and expenses arising out of the Provider’s performance of the services.',
    );
    const said = advice(result, 'Indemnification');
    expect(said).not.toMatch(/make sure it covers third-party claims/iu);
    expect(said).toMatch(/already covers third-party claims/iu);
  });
});

describe('an automatic renewal the parties can leave at any time', () => {
  it('is not a lock-in when the renewal sentence itself lets either party end it on notice', async () => {
    const result = await analyse(
      'Term. This Agreement shall continue for one (1) year and shall be subject to automatic extension for consecutive one (1) year periods thereafter, unless terminated upon thirty (30) days’ written notice by either party to the other party.',
    );
    const said = advice(result, 'Automatic renewal');
    expect(said).toMatch(/no change needed/iu);
    expect(said).not.toMatch(/short cancellation notice period/iu);
  });

  it('is not a lock-in when another clause lets either party cancel at any time on notice', async () => {
    const result = await analyse(
      'Term. This Agreement will be in effect for one year and will automatically renew for successive one (1) year periods unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.',
      'Cancellation. Either party may cancel this Agreement at any time, without cause, on ninety (90) days’ written notice.',
    );
    expect(advice(result, 'Automatic renewal')).toMatch(/no change needed/iu);
  });

  it('still asks for a way out when notice can only be given before the end of a term', async () => {
    const result = await analyse(
      'Term. This Agreement will be in effect for one year and will automatically renew for successive one (1) year periods unless either party terminates it by written notice given at least ninety (90) days before the end of the then-current term.',
    );
    expect(advice(result, 'Automatic renewal')).not.toMatch(/no change needed/iu);
  });
});

describe('reading whether an indemnity covers only its giver’s own fault', () => {
  it.each([
    'The Client shall indemnify the Provider from any and all losses arising out of or in connection with the inaccuracy or breach of any representation, warranty or obligation of the Client under this Agreement.',
    'The Client shall indemnify the Provider from all claims in relation to or arising out of the breach of any covenants and obligations of the Client as set out in this Agreement.',
    'The Client shall indemnify the Provider against all claims arising out of or caused by: (i) any breach by the Client of this Agreement; and (ii) the gross negligence of the Client.',
  ])('reads “%s” as covering the giver’s own fault only', async (sentence) => {
    const result = await analyse(`Indemnity. ${sentence}`);
    expect(advice(result, 'Indemnification')).not.toMatch(/limit it to claims caused by your own fault/iu);
  });

  it('does not read a list with a head beyond the giver’s fault as covering its own fault only', async () => {
    const result = await analyse(
      'Indemnity. The Client shall indemnify the Provider against all claims arising out of or caused by: (i) any breach by the Client of this Agreement; and (ii) any claim by a customer of the Client.',
    );
    expect(advice(result, 'Indemnification')).toMatch(/limit it to claims caused by your own fault/iu);
  });
});

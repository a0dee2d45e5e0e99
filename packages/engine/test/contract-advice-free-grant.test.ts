import { describe, expect, it } from 'vitest';
import { keyFindingAdvice } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Agreements written for these tests, in which the reader grants a licence that cannot be taken back.
const CONTRIBUTION = [
  'CONTRIBUTOR LICENSE AGREEMENT',
  'This Contributor License Agreement is made between you ("Contributor") and the Orrin Project Foundation ("Foundation").',
  '1. Grant. You hereby grant to the Foundation and to everyone who receives software distributed by the Foundation a perpetual, worldwide, non-exclusive, paid-up, irrevocable copyright license to reproduce, distribute and sublicense Your Contributions.',
  '2. Support. You may offer support for Your Contributions for free, for a fee, or not at all.',
  '3. Law. This Agreement is governed by the laws of the State of Oregon.',
].join('\n\n');

const CONTEST = [
  'OFFICIAL RULES: LUMEN POSTER CHALLENGE',
  'These Official Rules are between Brightwater Inc. ("Sponsor") and each person who enters ("Entrant").',
  '1. Prizes. First place wins $1,000 and two runners-up win $200 each.',
  '2. Runners-up: $200 each',
  '3. Prizes are awarded within thirty (30) days after judging.',
  '4. Licence. By entering, Entrant grants Sponsor an irrevocable, royalty-free, worldwide licence to use the entry in any media.',
  '5. Law. These Official Rules are governed by the laws of the State of Oregon.',
].join('\n\n');

const SERVICES = [
  'DESIGN SERVICES AGREEMENT',
  'This Design Services Agreement is made between Brightwater Inc. ("Client") and Talmadge Studio LLC ("Studio").',
  '1. Fees. Client shall pay Studio a fee of $6,000 within thirty (30) days of each invoice.',
  '2. Licence. Studio grants Client an irrevocable, royalty-free, worldwide licence to use the designs.',
  '3. Law. This Agreement is governed by the laws of the State of Oregon.',
].join('\n\n');

const advice = (text: string, party: string) =>
  analyzeContractText(text, { role: 'service-provider', party }).then((result) =>
    keyFindingAdvice(result, 'Irrevocable or perpetual license'),
  );

describe('a licence the reader grants for nothing is not advised to end for non-payment', () => {
  it('tells a contributor that the licence is given for good, with nothing to negotiate', async () => {
    const told = await advice(CONTRIBUTION, 'Contributor');
    expect(told).not.toMatch(/non-payment/iu);
    expect(told).toMatch(/^No change needed/u);
  });

  it('tells an entrant whose contest pays only prizes that there is no price to go unpaid', async () => {
    const told = await advice(CONTEST, 'Entrant');
    expect(told).not.toMatch(/Allow revocation for breach or non-payment/iu);
    expect(told).toMatch(/no price that could go unpaid/iu);
  });

  it('still asks for revocation on non-payment where the grantee pays a fee', async () => {
    expect(await advice(SERVICES, 'Studio')).toMatch(/non-payment/iu);
  });
});

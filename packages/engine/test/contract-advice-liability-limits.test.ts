import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { keyFindingAdvice } from './contract-advice-seen';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Halvorsen pays Pelletier in the marketing agreement.
const PAYER = { role: 'client', party: 'Halvorsen' } as const;

const advice = (result: ContractAnalysis) => keyFindingAdvice(result, 'Limitation of liability');

describe('advice on a limit of the other side’s liability asks only for what it lacks', () => {
  it('does not ask for a gross-negligence exception the cap already makes', async () => {
    const result = await analyse(
      PAYER,
      'Pelletier’s total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim, except for liability arising from its gross negligence or wilful misconduct.',
    );
    const told = advice(result);
    expect(told).toMatch(/higher cap/iu);
    expect(told).not.toMatch(/exceptions for[^;]*gross negligence/iu);
    expect(told).toMatch(/already excepts gross negligence/iu);
  });

  it('does not ask to carve out indemnities or confidentiality a contract does not have', async () => {
    const result = await analyse(
      PAYER,
      'In no event shall Pelletier be liable to Halvorsen for any indirect, incidental or consequential damages.',
    );
    const told = advice(result);
    expect(told).toMatch(/indirect/iu);
    expect(told).not.toMatch(/indemnit|confidential/iu);
  });

  it('still asks to carve out the other side’s indemnity when there is one', async () => {
    const result = await analyse(
      PAYER,
      'In no event shall Pelletier be liable to Halvorsen for any indirect, incidental or consequential damages.',
      'Pelletier shall indemnify and hold harmless Halvorsen from any third-party claim arising from the campaign materials.',
    );
    expect(advice(result)).toMatch(/indemnit/iu);
  });

  const CAP =
    'Pelletier’s total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.';

  it.each([
    ['Pelletier shall be liable without limitation for intent and gross negligence.'],
    ['Pelletier is liable in full for loss caused by its gross negligence or wilful misconduct.'],
    ['Pelletier’s liability for gross negligence and wilful misconduct shall not be limited.'],
  ])('does not ask for a gross-negligence exception that "%s" already gives', async (unlimited) => {
    const told = advice(await analyse(PAYER, CAP, unlimited));
    expect(told).toMatch(/higher cap/iu);
    expect(told).not.toMatch(/exceptions? for[^;]*gross negligence/iu);
  });

  it('still asks for a gross-negligence exception where no sentence leaves it unlimited', async () => {
    const told = advice(
      await analyse(PAYER, CAP, 'Pelletier shall be liable for any damages, including without limitation lost data.'),
    );
    expect(told).toMatch(/exceptions? for[^;.]*gross negligence/iu);
  });

  it.each([
    ['Pelletier uses hosting subcontractors who are bound by confidentiality agreements.'],
    ['Messages sent by ordinary e-mail offer only limited security and confidentiality.'],
    ['Halvorsen shall keep Pelletier’s price lists confidential.'],
    ['Halvorsen will not disclose the campaign plans Pelletier shows it to any third party.'],
    [
      'Pelletier shall ensure that its personnel who handle the campaign data are bound by an obligation of confidentiality.',
    ],
  ])(
    'does not ask for a confidentiality exception where "%s" puts no duty of confidence on the other side',
    async (mention) => {
      const told = advice(await analyse(PAYER, CAP, mention));
      expect(told).not.toMatch(/confidential/iu);
    },
  );

  it.each([
    ['Pelletier shall keep Halvorsen’s customer lists confidential.'],
    ['Pelletier will not disclose any business information it receives from Halvorsen to any third party.'],
    ['Each party shall hold the other party’s Confidential Information in strict confidence.'],
    ['Halvorsen and Pelletier shall each keep the other’s pricing confidential.'],
  ])('still asks for a confidentiality exception where "%s" binds the other side', async (duty) => {
    const told = advice(await analyse(PAYER, CAP, duty));
    expect(told).toMatch(/exceptions? for[^.]*confidentiality/iu);
  });
});

import { describe, expect, it } from 'vitest';
import { somethingTold, toldAboutLines } from './contract-advice-seen';
import { CUSTOMER, SERVICES } from './direction-agreements';
import { analyzeContractText } from './result-checks';

async function told(sentence: string): Promise<string> {
  const result = await analyzeContractText(`${SERVICES}\n\n${sentence}`, CUSTOMER);
  return somethingTold(toldAboutLines(result, 'Third-party beneficiaries').join(' '));
}

// Outsiders the parties name as beneficiaries are told as the sentence names them, in one reading.
describe('third-party beneficiaries the parties agree on are told as the sentence names them', () => {
  it('names the beneficiaries and that they may claim against either party, without contradictory lines', async () => {
    const line = await told(
      'The parties agree that the Cardholders whose records Provider keeps are third-party beneficiaries under the Card Scheme Rules.',
    );
    expect(line).toMatch(/Cardholders whose records Provider keeps are made third-party beneficiaries/u);
    expect(line).toMatch(/under the Card Scheme Rules/u);
    expect(line).not.toMatch(/binds both parties alike/iu);
    expect(line).not.toMatch(/connected to you can rely/iu);
    expect(line).toMatch(/your side may face their claims/iu);
  });

  it('never tells "no person shall be a third-party beneficiary" as making anyone one', async () => {
    const result = await analyzeContractText(
      `${SERVICES}\n\nNo person other than the parties shall be a third-party beneficiary of this Agreement.`,
      CUSTOMER,
    );
    expect(toldAboutLines(result, 'Third-party beneficiaries').join(' ')).not.toMatch(
      /made third-party beneficiaries/iu,
    );
  });
});

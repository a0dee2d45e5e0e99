import { describe, expect, it } from 'vitest';
import { somethingTold, toldAboutLines } from './contract-advice-seen';
import { CUSTOMER, SERVICES } from './direction-agreements';
import { analyzeContractText } from './result-checks';

// Outsiders made beneficiaries are told plainly: who they are, what they may enforce, that the reader's side may
// answer to them; no hedge about whom the sentence lets them sue. Sentence written for this test.
describe('third-party beneficiaries told without a hedge', () => {
  it('says the reader may face their claims, not that the sentence leaves open whom they may sue', async () => {
    const result = await analyzeContractText(
      `${SERVICES}\n\nThe parties agree that the lenders financing the Project are third-party beneficiaries of Section 9.`,
      CUSTOMER,
    );
    const line = somethingTold(toldAboutLines(result, 'Third-party beneficiaries').join(' '));
    expect(line).toMatch(/lenders financing the Project are made third-party beneficiaries/u);
    expect(line).toMatch(/your side may face their claims/u);
    expect(line).not.toMatch(/does not limit which party/u);
  });
});

import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { readClause } from '../src/local/contract/clause-reading';
import { detectParties } from '../src/local/contract/contract-parties';
import { toldAboutLines } from './contract-advice-seen';
import { CUSTOMER, PROVIDER, SERVICES, TERMS } from './direction-agreements';
import { analyzeContractText } from './result-checks';

function told(result: ContractAnalysis, title: string): string {
  return toldAboutLines(result, title).join(' ');
}

describe('an exclusion of the other party’s liability, shared with its own people, limits what the reader recovers', () => {
  // The reading a liability finding is told from gives the protection to the provider, against the customer.
  it('reads "Neither we nor our suppliers will be liable to you" as the provider’s protection against the customer', () => {
    const parties = detectParties(TERMS);
    const reading = readClause('Neither we nor our suppliers will be liable to you for any indirect damages.', parties);
    const name = (index: number | undefined) => (index === undefined ? undefined : parties[index]?.aliases[0]);
    const { obligor, beneficiary, form } = reading.direction ?? {};
    expect(form).toBe('protection');
    expect(name(obligor?.kind === 'party' ? obligor.party : undefined)).toBe('you');
    expect(name(beneficiary?.kind === 'party' ? beneficiary.party : undefined)).toBe('Quillmere');
  });

  it('reads "The Provider and its licensors shall not be liable to the Customer" from each side', async () => {
    const text = `${SERVICES}\n\nThe Provider and its licensors shall not be liable to the Customer for any indirect or consequential loss.`;
    const customer = told(await analyzeContractText(text, CUSTOMER), 'Limitation of liability');
    expect(customer).toMatch(/you cannot recover/iu);
    expect(customer).toMatch(/Provider holds this protection against your side/u);
    const provider = told(await analyzeContractText(text, PROVIDER), 'Limitation of liability');
    expect(provider).toMatch(/claims against you/iu);
  });
});

describe('a list of the other party’s people sharing its exclusion', () => {
  it('reads "Quillmere, its affiliates, licensors and suppliers shall not be liable to you" as limiting what the customer recovers', async () => {
    const text = `${TERMS}\n2. Liability. Quillmere, its affiliates, licensors and suppliers shall not be liable to you for any lost profits or indirect damages.`;
    const result = await analyzeContractText(text, { role: 'client' });
    expect(told(result, 'Limitation of liability')).toMatch(/you cannot recover/iu);
    expect(told(result, 'Limitation of liability')).not.toMatch(/claims against you/iu);
  });
});

describe('an indemnity the reader gives is a cost the reader carries', () => {
  it('reads "You, at your own expense, shall defend" as the customer’s promise', async () => {
    const text = `${TERMS}\n2. Indemnity. You, at your own expense, shall defend and indemnify Quillmere against any claim arising from your use of the platform.`;
    const indemnity = told(await analyzeContractText(text, { role: 'client' }), 'Indemnification');
    expect(indemnity).toMatch(/you may have to pay for claims/iu);
    expect(indemnity).not.toMatch(/away from you/iu);
  });

  it('reads "You are responsible for and shall indemnify" as the customer’s promise', async () => {
    const text = `${TERMS}\n2. Indemnity. You are responsible for and shall indemnify Quillmere against any claims arising from your content.`;
    const result = await analyzeContractText(text, { role: 'client' });
    const indemnity = told(result, 'Indemnification');
    expect(indemnity).toMatch(/you may have to pay for claims/iu);
    expect(indemnity).not.toMatch(/away from you/iu);
    expect(indemnity).not.toMatch(/no change needed/iu);
  });
});

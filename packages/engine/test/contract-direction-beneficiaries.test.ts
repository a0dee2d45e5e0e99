import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { CUSTOMER, PROVIDER, SERVICES, TERMS } from './direction-agreements';
import { analyzeContractText } from './result-checks';

function told(result: ContractAnalysis): string {
  return toldAboutLines(result, 'Third-party beneficiaries').join(' ');
}

function level(result: ContractAnalysis): string | undefined {
  return result.risks.find((risk) => risk.finding.startsWith('Third-party beneficiaries:'))?.level;
}

describe('third-party beneficiaries are told as the people of the party they belong to', () => {
  const otherSidesPeople = "Provider's affiliates are third-party beneficiaries of this Agreement and may enforce it.";

  it('tells the customer that the provider’s affiliates may enforce the agreement against it', async () => {
    const result = await analyzeContractText(`${SERVICES}\n\n${otherSidesPeople}`, CUSTOMER);
    expect(told(result)).not.toMatch(/connected to you can rely/iu);
    expect(told(result)).toMatch(/could bring claims against you/iu);
    expect(told(result)).toMatch(/Provider[’']s affiliates \(the other side[’']s people\)/u);
    expect(level(result)).toBe('medium');
  });

  it('tells the provider that its own affiliates gain from it', async () => {
    const result = await analyzeContractText(`${SERVICES}\n\n${otherSidesPeople}`, PROVIDER);
    expect(told(result)).toMatch(/connected to you can rely/iu);
    expect(told(result)).not.toMatch(/claims against you/iu);
    expect(level(result)).toBe('low');
  });

  it('reads "affiliates of" a party as that party’s people', async () => {
    const text = `${SERVICES}\n\nThe affiliates of Provider shall be intended third-party beneficiaries of Section 4.`;
    expect(told(await analyzeContractText(text, CUSTOMER))).toMatch(/could bring claims against you/iu);
  });

  it('tells the addressed customer that the provider’s group may enforce standard terms against it', async () => {
    const text = `${TERMS}\n2. Third parties. Members of Quillmere's group of companies are third-party beneficiaries of these Terms and may enforce them.`;
    const result = await analyzeContractText(text, { role: 'client' });
    expect(told(result)).not.toMatch(/connected to you can rely/iu);
    expect(told(result)).toMatch(/could bring claims against you/iu);
  });

  it('tells the addressed customer that its own affiliates gain from terms naming them', async () => {
    const text = `${TERMS}\n2. Third parties. Your affiliates are intended third-party beneficiaries of these Terms.`;
    const result = await analyzeContractText(text, { role: 'client' });
    expect(told(result)).toMatch(/connected to you can rely/iu);
    expect(told(result)).not.toMatch(/the other side[’']s people/iu);
  });

  it('names no one side when each party’s affiliates benefit', async () => {
    const text = `${SERVICES}\n\nEach party's affiliates are third-party beneficiaries of this Agreement.`;
    expect(told(await analyzeContractText(text, CUSTOMER))).not.toMatch(/the other side[’']s people/iu);
  });
});

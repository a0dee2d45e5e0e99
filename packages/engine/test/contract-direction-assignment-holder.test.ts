import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { CUSTOMER, PROVIDER, SERVICES, TERMS } from './direction-agreements';
import { analyzeContractText } from './result-checks';

async function assignment(opening: string, clause: string, reader: ContractParameters) {
  const result: ContractAnalysis = await analyzeContractText(`${opening}\n\n${clause}`, reader);
  const risk = result.risks.find((card) => card.finding.startsWith('Assignment:'));
  return { told: toldAboutLines(result, 'Assignment').join(' '), level: risk?.level };
}

describe('a freedom to assign is told as the holder’s, whichever way it is worded', () => {
  it('reads the subject across an aside in brackets: the other side holds it', async () => {
    const { told, level } = await assignment(
      TERMS,
      '9. Transfer. We (and anyone who acquires our business) may sell or assign these Terms to any other person without your permission.',
      { role: 'client' },
    );
    expect(told).toMatch(/Quillmere holds this right against your side/u);
    expect(told).not.toMatch(/works in your favour|freedom is your side’s/u);
    expect(level).toBe('medium');
  });

  it('reads a passive freedom by its agent: "may be assigned by Provider without consent"', async () => {
    const { told, level } = await assignment(
      SERVICES,
      'This Agreement may be assigned by Provider without the consent of Customer.',
      CUSTOMER,
    );
    expect(told).toMatch(/Provider holds this right against your side/u);
    expect(told).not.toMatch(/binds your side|works in your favour/u);
    expect(level).toBe('medium');
  });

  it('tells the same freedom as the reader’s own when the reader holds it', async () => {
    const { told, level } = await assignment(
      SERVICES,
      'Provider (or any successor to its business) may assign this Agreement at any time without the consent of Customer.',
      PROVIDER,
    );
    expect(told).toMatch(/works in your favour|freedom is your side’s/u);
    expect(level).toBe('low');
  });
});

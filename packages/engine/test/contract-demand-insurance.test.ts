import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A cleaning agreement written for these tests: Larkspur (the reader) pays Tidewell to clean its offices.
const PREAMBLE =
  'This Cleaning Services Agreement is made as of March 3, 2021 by and between Larkspur Offices Inc. ("Owner") and Tidewell Cleaning LLC ("Contractor").';
const WORK = 'Contractor shall clean the offices of Owner each weekday evening.';
const FEES = 'Owner shall pay Contractor a monthly fee of $4,000 within thirty (30) days of each invoice.';

async function analyse(insurance: string): Promise<ContractAnalysis> {
  const text = ['CLEANING SERVICES AGREEMENT', PREAMBLE, WORK, FEES, insurance].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Larkspur' });
}

function insuranceRisk(result: ContractAnalysis): string {
  return result.risks
    .filter((risk) => risk.finding.startsWith('Insurance:'))
    .map((risk) => risk.finding)
    .join(' ');
}

describe('an insurance clause is told as what it demands', () => {
  it('tells a reader that cover with set amounts backs claims against the other side', async () => {
    const risk = insuranceRisk(
      await analyse(
        'Contractor shall maintain commercial general liability insurance of not less than $1,000,000 per occurrence.',
      ),
    );
    expect(risk).toMatch(/backed by an insurer/u);
  });

  it('does not promise an insurer where the other side may self-insure', async () => {
    const risk = insuranceRisk(
      await analyse(
        'Contractor shall maintain general liability insurance, or may self-insure, in amounts consistent with industry practice.',
      ),
    );
    expect(risk).not.toBe('');
    expect(risk).not.toMatch(/backed by an insurer/u);
    expect(risk).toMatch(/self-insure/u);
  });

  it('tells the reader that cover of its own property in the other side’s care does not back other claims', async () => {
    const risk = insuranceRisk(
      await analyse(
        'Contractor shall maintain, at its own cost, insurance covering all equipment of Owner while it is in the care, custody or control of Contractor.',
      ),
    );
    expect(risk).not.toBe('');
    expect(risk).not.toMatch(/backed by an insurer/u);
    expect(risk).toMatch(/your property/u);
  });

  it('tells the reader that only the cover the law requires sets no amount for a claim', async () => {
    const risk = insuranceRisk(
      await analyse('Contractor shall carry and maintain such insurance as is required by applicable law.'),
    );
    expect(risk).not.toBe('');
    expect(risk).not.toMatch(/backed by an insurer/u);
    expect(risk).toMatch(/the law requires/u);
  });

  it('does not tell a reader bound to insure that it must buy insurance when it may self-insure', async () => {
    const risk = insuranceRisk(
      await analyse(
        'Each party shall maintain product liability insurance (or self-insure) in an amount consistent with industry standards.',
      ),
    );
    expect(risk).not.toBe('');
    expect(risk).not.toMatch(/You must buy/u);
    expect(risk).not.toMatch(/backed by an insurer/u);
  });

  it('reads self-insurance written across a broken hyphen', async () => {
    const risk = insuranceRisk(
      await analyse(
        'Contractor shall maintain general liability insurance (or self- insure) in amounts consistent with industry practice.',
      ),
    );
    expect(risk).toMatch(/self-insure/u);
  });

  it('does not describe cover the law alone requires as insurance of certain kinds and amounts', async () => {
    const result = await analyse(
      'Contractor shall carry and maintain such insurance as is required by applicable law.',
    );
    const finding = result.keyFindings.find((key) => key.title === 'Insurance');
    expect(finding?.description).not.toMatch(/certain kinds and amounts/u);
  });
});

import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { CUSTOMER, SERVICES, TERMS } from './direction-agreements';
import { analyzeContractText } from './result-checks';

async function limitTold(opening: string, clause: string, reader = CUSTOMER): Promise<string> {
  const result: ContractAnalysis = await analyzeContractText(`${opening}\n\n${clause}`, reader);
  return toldAboutLines(result, 'Limitation of liability').join(' ');
}

describe('an exclusion that names losses of its own, beside the indirect kinds, reaches them however they arise', () => {
  it('tells that lost profits "whether incurred directly or indirectly" are shut out too', async () => {
    const told = await limitTold(
      TERMS,
      '8. Liability. Quillmere shall not be liable for any indirect, special or consequential damages, or any loss of revenue or profits, whether incurred directly or indirectly, or any loss of data.',
      { role: 'client' },
    );
    expect(told).not.toBe('');
    expect(told).not.toMatch(/leaves claims for direct loss as they are|does not reach direct loss/u);
    expect(told).toMatch(/lost profits/u);
    expect(told).toMatch(/lost data/u);
    expect(told).toMatch(/however (?:directly )?they arise/u);
  });

  it('reads a numbered list of heads: substitute services and data are excluded outright', async () => {
    const told = await limitTold(
      SERVICES,
      'In no event will Provider be liable to Customer for: (a) any incidental or consequential damages; (b) the cost of procuring substitute services; or (c) loss or corruption of data.',
    );
    expect(told).not.toMatch(/leaves claims for direct loss as they are|does not reach direct loss/u);
    expect(told).toMatch(/the cost of substitute goods or services/u);
    expect(told).toMatch(/lost data/u);
  });

  it('keeps the plain reading where lost profits are only examples of indirect loss', async () => {
    const told = await limitTold(
      SERVICES,
      'Provider will not be liable to Customer for any indirect or consequential damages, including without limitation lost profits or lost data.',
    );
    expect(told).toMatch(/leaves claims for direct loss as they are/u);
    expect(told).not.toMatch(/however (?:directly )?they arise/u);
  });

  it('keeps the plain reading where the examples stand in brackets, but not a head named after them', async () => {
    const plain = await limitTold(
      SERVICES,
      'Provider will not be liable to Customer for any indirect or consequential damages (such as lost profits).',
    );
    expect(plain).toMatch(/leaves claims for direct loss as they are/u);
    const beyond = await limitTold(
      SERVICES,
      'Provider will not be liable to Customer for any indirect or consequential damages (such as loss of goodwill) or for the cost of obtaining replacement services.',
    );
    expect(beyond).toMatch(/the cost of substitute goods or services/u);
    expect(beyond).not.toMatch(/leaves claims for direct loss as they are/u);
  });

  it('tells an exclusion of "any direct damages" as shutting out direct loss', async () => {
    const told = await limitTold(
      SERVICES,
      'IN NO EVENT SHALL PROVIDER BE LIABLE TO CUSTOMER (I) FOR ANY DIRECT DAMAGES, OR (II) FOR ANY SPECIAL, INDIRECT OR CONSEQUENTIAL DAMAGES OF ANY KIND.',
    );
    expect(told).toMatch(/direct loss included/u);
    expect(told).not.toMatch(/leaves claims for direct loss as they are/u);
  });
});

import { describe, expect, it } from 'vitest';
import { parseContractDetailLine } from './contract-detail-line';

describe('parseContractDetailLine', () => {
  it('splits a bulleted line at a colon within the first 29 characters', () => {
    expect(parseContractDetailLine('• Governing law: State of New York')).toEqual({
      kind: 'labelled',
      label: 'Governing law',
      value: 'State of New York',
    });
  });

  it('keeps a bulleted line whole when its colon comes after position 29', () => {
    const line = '- The tenant must pay the deposit within ten days: see clause 4';
    expect(parseContractDetailLine(line)).toEqual({
      kind: 'plain',
      text: 'The tenant must pay the deposit within ten days: see clause 4',
    });
  });

  it('never splits a line without a bullet', () => {
    expect(parseContractDetailLine('Term: 12 months')).toEqual({ kind: 'plain', text: 'Term: 12 months' });
  });
});

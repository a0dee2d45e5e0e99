import { describe, expect, it } from 'vitest';
import { isBareHeading, startsMidSentence } from './quote-shape';

describe('quote shape', () => {
  it('knows a bare heading', () => {
    expect(isBareHeading('f. Force Majeure.')).toBe(true);
    expect(isBareHeading('12.1 Governing Law')).toBe(true);
    expect(isBareHeading('ARTICLE IV TERM AND TERMINATION')).toBe(true);
    expect(
      isBareHeading('Force Majeure. Neither party shall be liable for delays caused by events beyond its control.'),
    ).toBe(false);
    expect(isBareHeading('This Agreement is governed by Delaware law.')).toBe(false);
  });

  it('knows a quote that starts mid-sentence', () => {
    expect(startsMidSentence('and shall not exceed the fees paid in the prior twelve months.')).toBe(true);
    expect(startsMidSentence(', provided that notice is given.')).toBe(true);
    expect(startsMidSentence('(a) the Company shall pay the fees.')).toBe(false);
    expect(startsMidSentence('The Company shall pay the fees.')).toBe(false);
  });
});

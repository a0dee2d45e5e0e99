import { describe, expect, it } from 'vitest';
import type { StyleIssue } from '../../grammar/finding';
import { conventionsPraiseworthy, weightedErrorCount } from './grammar-and-style';

const sentence = { text: 'i think i can.', page: 1, start: 0, end: 14, index: 0 };

function issue(kind: StyleIssue['kind'], error: string, correction: string): StyleIssue {
  return {
    ruleId: `test.${kind}`,
    kind,
    category: kind,
    severity: 'moderate',
    sentence,
    focus: 0,
    error,
    correction,
    explanation: '',
  };
}

describe('how errors weigh on the grammar score', () => {
  it('counts each distinct mistake once and its repeats at half weight', () => {
    const issues = [issue('grammar', 'i', 'I'), issue('grammar', 'i', 'I'), issue('grammar', 'i', 'I')];
    expect(weightedErrorCount(issues)).toBe(2);
  });

  it('counts different mistakes fully and leaves style remarks out', () => {
    const issues = [
      issue('spelling', 'alot', 'a lot'),
      issue('grammar', 'there', 'their'),
      issue('style', 'A sentence of 50 words', 'Split it'),
    ];
    expect(weightedErrorCount(issues)).toBe(2);
  });
});

describe('when grammar and spelling may be named a strength', () => {
  const twoSlips = [issue('spelling', 'recieve', 'receive'), issue('grammar', 'they was', 'they were')];

  it('praises a text long enough to show its conventions with few errors flagged', () => {
    expect(conventionsPraiseworthy([], 300, 1)).toBe(true);
    expect(conventionsPraiseworthy(twoSlips, 300, 1)).toBe(true);
  });

  it('does not praise a text where more than one error in 100 words is flagged, as more go unseen', () => {
    expect(conventionsPraiseworthy(twoSlips, 150, 1)).toBe(false);
  });

  it('does not praise a text too short to show its conventions', () => {
    expect(conventionsPraiseworthy([], 60, 0.6)).toBe(false);
  });
});

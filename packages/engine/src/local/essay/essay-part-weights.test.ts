import { describe, expect, it } from 'vitest';
import { type GradePartName, partWeight } from './essay-part-weights';

const PARTS: GradePartName[] = [
  'development',
  'grammar and style',
  'vocabulary',
  'structure',
  'argument',
  'readability',
  'critical thinking',
];

describe('the weight of each part of the grade, by the kind’s rubric', () => {
  it('grades a response to a text on how fully it answers and explains, not on its words or conventions', () => {
    expect(partWeight('source-response', 'development')).toBe(0.6);
    expect(partWeight('source-response', 'critical thinking')).toBe(0.3);
    expect(partWeight('source-response', 'structure')).toBe(0.1);
    for (const part of ['grammar and style', 'vocabulary', 'readability', 'argument'] as const)
      expect(partWeight('source-response', part)).toBe(0);
  });

  it('weighs the parts of a response to the same total as those of an argument', () => {
    const total = (kind: 'source-response' | 'argument') =>
      PARTS.reduce((sum, part) => sum + partWeight(kind, part), 0);
    expect(total('source-response')).toBeCloseTo(total('argument'));
  });

  it('asks a thesis only of an argument', () => {
    expect(partWeight('argument', 'argument')).toBe(0.05);
    for (const kind of ['narrative', 'letter', 'expository'] as const) expect(partWeight(kind, 'argument')).toBe(0);
  });
});

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

  it('grades a reading question that asks to describe or identify on its answer, not on reasons it does not ask for', () => {
    const describe = 'After reading the memoir: describe the mood the author creates.';
    expect(partWeight('source-response', 'critical thinking', describe)).toBe(0);
    expect(partWeight('source-response', 'development', describe)).toBeCloseTo(0.9);
    const why = 'After reading the story: why does the author end it as she does?';
    expect(partWeight('source-response', 'critical thinking', why)).toBe(0.3);
    const how = 'After reading the essay: how do the features of the setting affect the cyclist?';
    expect(partWeight('source-response', 'critical thinking', how)).toBe(0.3);
  });

  it('asks a thesis only of an argument', () => {
    expect(partWeight('argument', 'argument')).toBe(0.05);
    for (const kind of ['narrative', 'letter', 'expository'] as const) expect(partWeight(kind, 'argument')).toBe(0);
  });
});

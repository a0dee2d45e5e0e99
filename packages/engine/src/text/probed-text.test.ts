import { describe, expect, it } from 'vitest';
import { compileRequirement, mayMatch, ProbedText, requirementIndex } from './probed-text';
import { requiredLiterals } from './required-literals';

const PATTERNS = [
  /\b(?:could|should|would)\s+of\b/giu,
  /\bdiscuss\s+about\b/giu,
  /\binterested\s+(?:on|about)\b/giu,
  /\bun\p{L}+able\b/giu,
  /\s,/gu,
  /\bthe\s+the\b/giu,
];
const requirements = PATTERNS.map((pattern) => compileRequirement(requiredLiterals(pattern)));
const candidatesFor = requirementIndex(requirements);

/** The patterns whose requirement the text meets, tried one by one. */
const meeting = (text: string): number[] =>
  requirements.flatMap((requirement, position) => (mayMatch(requirement, new ProbedText(text)) ? [position] : []));

describe('requirementIndex', () => {
  it.each([
    'We should of discussed about the plan.',
    'She was interested on the garden and would of stayed.',
    'The the harbour was unbelievable , really.',
    'Nothing here needs a rule.',
    'ſhould of',
  ])('offers, in order, every pattern whose requirement "%s" meets', (text) => {
    const offered = candidatesFor(new ProbedText(text));
    expect(offered.filter((position) => meeting(text).includes(position))).toEqual(meeting(text));
    expect([...offered].sort((a, b) => a - b)).toEqual(offered);
  });

  it('leaves out the patterns whose words the text lacks', () => {
    expect(candidatesFor(new ProbedText('We discussed the plan at length.'))).not.toContain(1);
    expect(candidatesFor(new ProbedText('They would of come.'))).not.toContain(2);
  });
});

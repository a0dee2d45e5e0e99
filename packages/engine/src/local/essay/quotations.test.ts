import { describe, expect, it } from 'vitest';
import { quotationsIn, withoutQuotations } from './quotations';

describe('a quotation mark left over after a quotation closed early', () => {
  const text =
    'The story ends with the words "when the ice breaks up" and the river runs again, I will sail home." (p. 9) This shows she still hopes to return to the island.';

  it('counts one quotation, not the writer’s words after the stray mark', () => {
    expect(quotationsIn(text)).toEqual(['when the ice breaks up']);
  });

  it('keeps the writer’s own words after the stray mark', () => {
    expect(withoutQuotations(text)).toContain('This shows she still hopes');
  });

  it('still reads a quotation whose closing mark was lost', () => {
    expect(quotationsIn('The boy thinks "the trees lean over me. Then he runs.')).toEqual(['the trees lean over me']);
  });
});

import { describe, expect, it } from 'vitest';
import { hasUnattributedQuotation } from './citations';

describe('quotations that need a source', () => {
  it('flags a long quotation with no speaker named next to it', () => {
    expect(
      hasUnattributedQuotation(
        'Schools matter. "Education is the most powerful weapon which you can use to change the world."',
      ),
    ).toBe(true);
  });

  it('leaves dialogue in a narrative alone', () => {
    expect(
      hasUnattributedQuotation('She said, "Why did you ignore me? The dishes need to be done right now, please."'),
    ).toBe(false);
    expect(
      hasUnattributedQuotation('"Are we there yet? I have been sitting in this car for hours now," my brother moaned.'),
    ).toBe(false);
  });

  it('leaves a quotation whose speaker is named alone', () => {
    expect(
      hasUnattributedQuotation(
        'The poet Anna Smith states "we learn about ourselves through the discovery of others."',
      ),
    ).toBe(false);
  });

  it('ignores short quoted words', () => {
    expect(hasUnattributedQuotation('They call it "offensive" stuff.')).toBe(false);
  });
});

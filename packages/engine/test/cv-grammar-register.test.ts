import { describe, expect, it } from 'vitest';
import { cvWritingQuality } from '../src/local/cv/cv-writing';
import type { TextSpan } from '../src/text/text-span';

/** CV lines of our own, each written in the clipped register CVs use, one a line. */
function linesOf(...texts: string[]): TextSpan[] {
  let start = 0;
  return texts.map((text) => {
    const span = { page: 1, start, end: start + text.length, text };
    start += text.length + 1;
    return span;
  });
}

async function fixesFor(...texts: string[]): Promise<string[]> {
  const quality = await cvWritingQuality(linesOf(...texts), []);
  return quality.grammarIssues.map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('grammar fixes on a CV respect its clipped register', () => {
  it('does not add articles a CV line leaves out by convention', async () => {
    expect(await fixesFor('Prepared budget for strategic plan of the region')).toEqual([]);
    expect(await fixesFor('Improved reliability of payment service by moving it to new servers')).toEqual([]);
    expect(await fixesFor('Has extensive experience in retail banking')).toEqual([]);
  });

  it('still corrects what is wrong in any register', async () => {
    expect(await fixesFor('Worked in a fast paced sales team')).toContain('fast paced → fast-paced');
  });
});

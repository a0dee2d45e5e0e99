import { describe, expect, it } from 'vitest';
import { diedOfHeapExhaustion } from './heap-exhaustion';

describe('a PDF child that died of an exhausted heap', () => {
  it.each([
    'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
    'FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory',
    // V8 words it this way when the heap runs out while it is still tiny, as early in start-up.
    '<--- JS stacktrace --->\n\n#\n# Fatal javascript OOM in Ineffective mark-compacts near heap limit\n#',
  ])('is told by what V8 printed: %s', (stderr) => {
    expect(diedOfHeapExhaustion(stderr)).toBe(true);
  });

  it('is not read into other crashes', () => {
    expect(diedOfHeapExhaustion('Error: Invalid PDF structure.\n    at Parser.getObj')).toBe(false);
    expect(diedOfHeapExhaustion('')).toBe(false);
  });
});

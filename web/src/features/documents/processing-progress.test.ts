import { describe, expect, it } from 'vitest';
import { progressLine, readingFraction } from './processing-progress';

describe('the line saying how far a document has come', () => {
  it('says where it waits, and when it should start once recent runs give the pace', () => {
    expect(progressLine({ state: 'queued', ahead: 0 })).toBe('Next in line for a free worker: it starts in a moment');
    expect(progressLine({ state: 'queued', ahead: 1 })).toBe('Waiting for a free worker: 1 document ahead of yours');
    expect(progressLine({ state: 'queued', ahead: 3, startsInSeconds: 70 })).toBe(
      'Waiting for a free worker: 3 documents ahead of yours, about 1m 10s before it starts',
    );
    expect(progressLine({ state: 'queued', ahead: 0, startsInSeconds: 10 })).toBe(
      'Next in line for a free worker, about 10s before it starts',
    );
  });

  it('names the page being read, and the time left at the pace so far', () => {
    expect(progressLine({ state: 'reading', page: 1, pageCount: 5, ocr: false })).toBe('Reading page 1 of 5');
    expect(progressLine({ state: 'reading', page: 4, pageCount: 5, ocr: true, secondsLeft: 42 })).toBe(
      'Recognising the text of scanned page 4 of 5, about 42s left',
    );
    expect(readingFraction({ state: 'reading', page: 4, pageCount: 5, ocr: true })).toBeCloseTo(0.6);
  });

  it('adds to a running step only what it knows, and says when a retry is pending', () => {
    expect(progressLine({ state: 'working' })).toBeUndefined();
    expect(progressLine({ state: 'working', secondsLeft: 25 })).toBe('About 25s left in this step');
    expect(progressLine({ state: 'retrying' })).toBe('The last attempt did not finish; trying again shortly');
    expect(progressLine(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { formatDocumentAge, formatDocumentSize } from './dashboard-format';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('formatDocumentAge', () => {
  it.each([
    [0, 'Just now'],
    [HOUR - 1, 'Just now'],
    [HOUR, '1h ago'],
    [23 * HOUR, '23h ago'],
    [DAY, '1d ago'],
    [6 * DAY, '6d ago'],
    [7 * DAY, '1w ago'],
    [27 * DAY, '3w ago'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(formatDocumentAge(ago(elapsed), now)).toBe(expected);
  });

  it('shows the date from four weeks on', () => {
    expect(formatDocumentAge(ago(28 * DAY), now)).toBe('Oct 24, 2026');
  });
});

describe('formatDocumentSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [48_689, '47.5 KB'],
    [2 * 1024 ** 2, '2 MB'],
    [1.25 * 1024 ** 3, '1.3 GB'],
  ])('%i bytes reads %s', (bytes, expected) => {
    expect(formatDocumentSize(bytes)).toBe(expected);
  });
});

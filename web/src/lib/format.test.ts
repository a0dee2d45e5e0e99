import { describe, expect, it } from 'vitest';
import { formatDuration, formatFileSize, formatRelativeTime } from './format';

const now = new Date('2026-03-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeTime', () => {
  it('says just now under a minute', () => {
    expect(formatRelativeTime(ago(59_000), now)).toBe('just now');
  });
  it('counts minutes, hours and days', () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(86_400_000), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(30 * 86_400_000), now)).toBe('30 days ago');
  });
  it('shows the date beyond 30 days', () => {
    expect(formatRelativeTime('2026-01-02T12:00:00Z', now)).toBe('Jan 2, 2026');
  });
  it('treats a time slightly in the future as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5_000), now)).toBe('just now');
  });
});

describe('formatDuration', () => {
  it('shows seconds under a minute', () => {
    expect(formatDuration(42_000)).toBe('42s');
    expect(formatDuration(59_400)).toBe('59s');
  });
  it('shows minutes and seconds from a minute on', () => {
    expect(formatDuration(60_000)).toBe('1m 0s');
    expect(formatDuration(125_000)).toBe('2m 5s');
  });
});

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB and GB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatFileSize(1.25 * 1024 ** 3)).toBe('1.25 GB');
  });
});

/** Display formats of spec part 1 §9. */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const RELATIVE_DAYS_LIMIT = 30;
const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** 'just now', then minutes, hours or days up to 30 days, then the date. */
export function formatRelativeTime(value: string | number | Date, now: Date = new Date()): string {
  const date = new Date(value);
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  const days = Math.floor(elapsed / DAY_MS);
  if (days <= RELATIVE_DAYS_LIMIT) return plural(days, 'day');
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Seconds under a minute ('42s'), otherwise 'Xm Ys'. */
export function formatDuration(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.round(milliseconds / 1000));
  if (totalSeconds < 60) return `${totalSeconds}s`;
  return `${Math.floor(totalSeconds / 60)}m ${totalSeconds % 60}s`;
}

/** '0 Bytes', '512 Bytes', '1.5 KB', '2 MB', '1.25 GB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(FILE_SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const amount = Number.parseFloat((bytes / 1024 ** exponent).toFixed(2));
  return `${amount} ${FILE_SIZE_UNITS[exponent]}`;
}

/** Display formats of the Document Dashboard (spec part 2 §9). */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Under an hour 'Just now', then 'Nh ago', 'Nd ago' under 7 days, 'Nw ago' under 4 weeks, else the date. */
export function formatDocumentAge(value: string | number | Date, now: Date = new Date()): string {
  const date = new Date(value);
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < WEEK_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  if (elapsed < 4 * WEEK_MS) return `${Math.floor(elapsed / WEEK_MS)}w ago`;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** B, KB, MB or GB with at most one decimal: '0 B', '512 B', '1.5 KB', '2 MB'. */
export function formatDocumentSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const exponent = Math.min(FILE_SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const amount = Number.parseFloat((bytes / 1024 ** exponent).toFixed(1));
  return `${amount} ${FILE_SIZE_UNITS[exponent]}`;
}

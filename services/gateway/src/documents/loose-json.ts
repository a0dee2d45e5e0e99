/**
 * Readers for stored analysis JSON. Its shape comes from the engine (local or a language model)
 * and may miss fields or hold unexpected ones, so every reader tolerates anything.
 */

export type JsonRecord = Record<string, unknown>;

export function recordOf(value: unknown): JsonRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonRecord) : undefined;
}

export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A count stored either as a number or as the list of the things counted. */
export function countOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  const count = numberOf(value);
  return count === undefined ? 0 : Math.max(0, Math.round(count));
}

/** The total length of the lists found under `keys` of `record`. */
export function sumOfListLengths(record: JsonRecord | undefined, keys: readonly string[]): number {
  if (!record) return 0;
  return keys.reduce((total, key) => total + listOf(record[key]).length, 0);
}

/** Only the named fields whose values are plain scalars: a nested detail can never slip through. */
export function pickScalars(value: unknown, keys: readonly string[]): JsonRecord | undefined {
  const record = recordOf(value);
  if (!record) return undefined;
  const picked: JsonRecord = {};
  for (const key of keys) {
    const field = record[key];
    if (typeof field === 'number' || typeof field === 'boolean' || typeof field === 'string') picked[key] = field;
  }
  return picked;
}

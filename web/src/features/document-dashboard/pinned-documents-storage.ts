import { z } from 'zod';

/**
 * Spec part 2 §4: pins live only in this browser, not on the server. They are kept per user so
 * two accounts signed in one after the other on a shared browser do not see each other's pins.
 */
// Generated documents are pinned by their negated id (see pinIdOf).
const pinnedIdsSchema = z.array(
  z
    .number()
    .int()
    .refine((id) => id !== 0),
);

const pinnedKeyOf = (userId: string) => `doclens:pinned-documents:${userId}`;

/** The pinned document ids; unreadable or hand-edited storage reads as nothing pinned. */
export function loadPinnedIds(userId: string): number[] {
  try {
    const parsed = pinnedIdsSchema.safeParse(JSON.parse(localStorage.getItem(pinnedKeyOf(userId)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Throws when the browser refuses to store (private mode, full quota); the caller tells the user. */
export function savePinnedIds(userId: string, ids: Iterable<number>): void {
  localStorage.setItem(pinnedKeyOf(userId), JSON.stringify([...ids]));
}

import { z } from 'zod';

/**
 * The documents this browser uploaded as a visitor (the landing page's preview). Signing in moves
 * them into the account, where they count towards the month (docs/decisions.md, "Claimed
 * anonymous uploads count"); remembering them here lets the app tell the user where they went.
 * `claimedBy` and `claimedMonth` are filled in the first time the signed-in app finds one in the
 * account, which is right after the sign-in that moved it.
 */
const triedSchema = z.array(
  z.object({
    documentId: z.number().int().positive(),
    claimedBy: z.string().nullable(),
    /** 'YYYY-MM' in UTC, as the monthly quota counts. */
    claimedMonth: z.string().nullable(),
  }),
);

export type TriedDocument = z.infer<typeof triedSchema>[number];

const STORAGE_KEY = 'doclens:tried-before-sign-up';
/** The visitor limit allows a handful an hour; a bound keeps a long-lived browser's list short. */
const MAX_REMEMBERED = 20;

/** The UTC month an instant falls in, as 'YYYY-MM'. */
export function utcMonthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** Unreadable or hand-edited storage reads as nothing remembered. */
export function loadTriedDocuments(): TriedDocument[] {
  try {
    const parsed = triedSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function saveTriedDocuments(documents: readonly TriedDocument[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(documents.slice(-MAX_REMEMBERED)));
  } catch {
    // A browser that refuses to store (private mode, full quota) only loses this reminder.
  }
}

/** Called when a visitor's upload is accepted. */
export function rememberVisitorUpload(documentId: number): void {
  const documents = loadTriedDocuments().filter((document) => document.documentId !== documentId);
  saveTriedDocuments([...documents, { documentId, claimedBy: null, claimedMonth: null }]);
}

import { z } from 'zod';
import type { DocumentSubject } from '../../document-subject';

/**
 * Spec part 2 §3 and §7: notes live only in this browser, one list per document, under a
 * per-document localStorage key; no network call.
 */
const noteSchema = z.object({
  /** A timestamp (milliseconds), made unique within the document's list. */
  id: z.string().min(1),
  content: z.string().min(1),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type DocumentNote = z.infer<typeof noteSchema>;

// Uploaded documents keep the key they always had; a generated draft's notes have their own.
const notesKeyOf = (documentId: number, subject: DocumentSubject) =>
  subject === 'generated-document'
    ? `doclens:generated-document-notes:${documentId}`
    : `doclens:document-notes:${documentId}`;

/**
 * The stored notes, newest first as saved. A hand-edited or corrupt entry is skipped rather than
 * costing the user every other note; unreadable storage reads as no notes.
 */
export function loadNotes(documentId: number, subject: DocumentSubject = 'document'): DocumentNote[] {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(notesKeyOf(documentId, subject)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const parsed = noteSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Throws when the browser refuses to store (private mode, full quota); the caller tells the user. */
export function saveNotes(documentId: number, notes: DocumentNote[], subject: DocumentSubject = 'document'): void {
  localStorage.setItem(notesKeyOf(documentId, subject), JSON.stringify(notes));
}

/** A new note: equal created and updated times (spec part 2 §4), an id no other note of the list has. */
export function newNote(content: string, existing: readonly DocumentNote[], now = new Date()): DocumentNote {
  const timestamp = now.toISOString();
  const taken = new Set(existing.map((note) => note.id));
  let id = now.getTime();
  while (taken.has(String(id))) id += 1;
  return { id: String(id), content, createdAt: timestamp, updatedAt: timestamp };
}

/** The note with new content and a new updated time, which marks it as edited. */
export function editedNote(note: DocumentNote, content: string, now = new Date()): DocumentNote {
  return { ...note, content, updatedAt: now.toISOString() };
}

export function isEdited(note: DocumentNote): boolean {
  return note.updatedAt !== note.createdAt;
}

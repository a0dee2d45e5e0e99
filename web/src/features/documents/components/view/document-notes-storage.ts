import { z } from 'zod';

/** Spec part 2 §3: notes live only in this browser, one list per document. */
const noteSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentNote = z.infer<typeof noteSchema>;

const notesKeyOf = (documentId: number) => `doclens:document-notes:${documentId}`;

export function loadNotes(documentId: number): DocumentNote[] {
  try {
    const parsed = z.array(noteSchema).safeParse(JSON.parse(localStorage.getItem(notesKeyOf(documentId)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    // Storage blocked or hand-edited: start with no notes rather than breaking the page.
    return [];
  }
}

export function saveNotes(documentId: number, notes: DocumentNote[]): void {
  localStorage.setItem(notesKeyOf(documentId), JSON.stringify(notes));
}

export function newNote(content: string, now = new Date()): DocumentNote {
  const timestamp = now.toISOString();
  return { id: String(now.getTime()), content, createdAt: timestamp, updatedAt: timestamp };
}

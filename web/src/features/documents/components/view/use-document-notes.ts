import { useState } from 'react';
import { toast } from '../../../../hooks/use-toast';
import type { DocumentSubject } from '../../document-subject';
import { type DocumentNote, editedNote, loadNotes, newNote, saveNotes } from './document-notes-storage';

export interface DocumentNotes {
  notes: DocumentNote[];
  /** Each returns whether the change was stored; empty or whitespace-only content is ignored (false). */
  add(content: string): boolean;
  update(id: string, content: string): boolean;
  remove(id: string): boolean;
}

/** The notes of one document, kept in this browser, with the spec's toasts (part 2 §8). */
export function useDocumentNotes(documentId: number, subject: DocumentSubject = 'document'): DocumentNotes {
  const [notes, setNotes] = useState<DocumentNote[]>(() => loadNotes(documentId, subject));

  const store = (next: DocumentNote[]): boolean => {
    try {
      saveNotes(documentId, next, subject);
    } catch {
      // Private browsing or a full quota: keep the screen equal to what a reload would show.
      toast({
        variant: 'destructive',
        title: 'Note not saved',
        description: 'This browser is not letting DocLens store notes. Check its storage settings.',
      });
      return false;
    }
    setNotes(next);
    return true;
  };

  return {
    notes,
    add(content) {
      const trimmed = content.trim();
      if (!trimmed) return false;
      if (!store([newNote(trimmed, notes), ...notes])) return false;
      toast({ title: 'Note saved', description: 'Notes are kept in this browser only.' });
      return true;
    },
    update(id, content) {
      const trimmed = content.trim();
      if (!trimmed) return false;
      const next = notes.map((note) => (note.id === id && note.content !== trimmed ? editedNote(note, trimmed) : note));
      // Nothing changed: the note keeps its times, so it is not marked as edited.
      if (next.every((note, index) => note === notes[index])) return true;
      if (!store(next)) return false;
      toast({ title: 'Note updated' });
      return true;
    },
    remove(id) {
      if (!store(notes.filter((note) => note.id !== id))) return false;
      toast({ title: 'Note deleted' });
      return true;
    },
  };
}

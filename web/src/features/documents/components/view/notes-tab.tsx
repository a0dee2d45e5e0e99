import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../hooks/use-toast';
import { formatRelativeTime } from '../../../../lib/format';
import { type DocumentNote, loadNotes, newNote, saveNotes } from './document-notes-storage';
import { SectionCard } from './section-card';

export function NotesTab({ documentId }: { documentId: number }) {
  const [notes, setNotes] = useState<DocumentNote[]>(() => loadNotes(documentId));
  const [draft, setDraft] = useState<string | null>(null);
  const draftId = useId();

  const store = (next: DocumentNote[]) => {
    setNotes(next);
    saveNotes(documentId, next);
  };

  const saveDraft = () => {
    const content = draft?.trim() ?? '';
    // Spec part 2 §4: empty or whitespace-only notes are ignored.
    if (!content) return;
    store([newNote(content), ...notes]);
    setDraft(null);
    toast({ title: 'Note saved' });
  };

  const deleteNote = (id: string) => {
    store(notes.filter((note) => note.id !== id));
    toast({ title: 'Note deleted' });
  };

  return (
    <SectionCard title="Notes & Comments">
      {draft === null ? (
        <Button onClick={() => setDraft('')}>Add Note</Button>
      ) : (
        <div className="space-y-2">
          <Label htmlFor={draftId}>New note</Label>
          <Textarea id={draftId} value={draft} onChange={(event) => setDraft(event.target.value)} autoFocus />
          <div className="flex gap-2">
            <Button onClick={saveDraft}>Save Note</Button>
            <Button variant="outline" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="flex items-start justify-between gap-3 rounded-md border p-3">
              <div>
                <p className="whitespace-pre-wrap text-sm">{note.content}</p>
                <p className="text-xs text-muted-foreground">{formatRelativeTime(note.createdAt)}</p>
              </div>
              <Button variant="ghost" size="icon" aria-label="Delete note" onClick={() => deleteNote(note.id)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

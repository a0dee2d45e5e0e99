import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/textarea';
import type { DocumentSubject } from '../../document-subject';
import { NoteItem } from './note-item';
import { SectionCard } from './section-card';
import { useDocumentNotes } from './use-document-notes';

const NOTES_TITLE = 'Notes & Comments';

/** The Personal Notes tab (spec part 2 §2): notes about one document (or draft), kept in this browser. */
export function NotesTab({
  documentId,
  subject = 'document',
}: {
  documentId: number | undefined;
  subject?: DocumentSubject;
}) {
  if (documentId === undefined || !Number.isInteger(documentId) || documentId <= 0) {
    return (
      <SectionCard title={NOTES_TITLE}>
        <p className="text-sm text-muted-foreground">Unable to load notes - document ID missing.</p>
      </SectionCard>
    );
  }
  // Keyed so that moving to another document starts from that document's notes.
  return <DocumentNotesCard key={`${subject}-${documentId}`} documentId={documentId} subject={subject} />;
}

function DocumentNotesCard({ documentId, subject }: { documentId: number; subject: DocumentSubject }) {
  const { notes, add, update, remove } = useDocumentNotes(documentId, subject);
  const [draft, setDraft] = useState<string | null>(null);
  const draftId = useId();

  return (
    <SectionCard title={NOTES_TITLE}>
      {draft === null ? (
        <Button onClick={() => setDraft('')}>Add Note</Button>
      ) : (
        <div className="space-y-2">
          <Label htmlFor={draftId}>New note</Label>
          <Textarea
            id={draftId}
            value={draft}
            placeholder="Write a note about this document..."
            onChange={(event) => setDraft(event.target.value)}
            autoFocus
          />
          <div className="flex gap-2">
            <Button onClick={() => add(draft) && setDraft(null)}>Save Note</Button>
            <Button variant="outline" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet</p>
      ) : (
        <ul aria-label="Notes" className="space-y-3">
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              onUpdate={(content) => update(note.id, content)}
              onDelete={() => remove(note.id)}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

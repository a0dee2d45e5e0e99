import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/textarea';
import { formatRelativeTime } from '../../../../lib/format';
import { type DocumentNote, isEdited } from './document-notes-storage';

interface NoteItemProps {
  note: DocumentNote;
  onUpdate(content: string): boolean;
  onDelete(): void;
}

/** One note: its text, when it was written, an 'edited' badge once changed; edit in place or delete. */
export function NoteItem({ note, onUpdate, onDelete }: NoteItemProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const editorId = useId();

  if (draft !== null) {
    return (
      <li className="space-y-2 rounded-md border p-3">
        <Label htmlFor={editorId}>Updated note</Label>
        <Textarea id={editorId} value={draft} onChange={(event) => setDraft(event.target.value)} autoFocus />
        <div className="flex gap-2">
          <Button onClick={() => onUpdate(draft) && setDraft(null)}>Update</Button>
          <Button variant="outline" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li className="flex items-start justify-between gap-3 rounded-md border p-3">
      <div className="min-w-0 space-y-1">
        <p className="whitespace-pre-wrap break-words text-sm">{note.content}</p>
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <time dateTime={note.createdAt}>{formatRelativeTime(note.createdAt)}</time>
          {isEdited(note) && <Badge variant="secondary">edited</Badge>}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" size="icon" aria-label="Edit note" onClick={() => setDraft(note.content)}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Delete note" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

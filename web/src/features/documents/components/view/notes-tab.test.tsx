import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../../components/ui/toaster';
import type { DocumentNote } from './document-notes-storage';
import { NotesTab } from './notes-tab';

const STORAGE_KEY = 'doclens:document-notes:7';

function renderNotes(documentId = 7) {
  const user = userEvent.setup();
  const view = render(
    <>
      <NotesTab documentId={documentId} />
      <Toaster />
    </>,
  );
  return { ...view, user };
}

function storedNotes(key = STORAGE_KEY): DocumentNote[] {
  return JSON.parse(localStorage.getItem(key) ?? '[]');
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const noteList = () => screen.getByRole('list', { name: 'Notes' });

const OLD_NOTE: DocumentNote = {
  id: '1763700000000',
  content: 'Ask about the renewal clause',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

beforeEach(() => localStorage.clear());

describe('the Notes & Comments card', () => {
  it('starts empty with an Add Note button', () => {
    renderNotes();
    expect(screen.getByText('Notes & Comments')).toBeInTheDocument();
    expect(screen.getByText('No notes yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeInTheDocument();
  });

  it('saves a trimmed note with equal created and updated times, and says so', async () => {
    const { user } = renderNotes();
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await user.type(screen.getByLabelText('New note'), '   Check the deposit terms   ');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));

    expect(within(noteList()).getByText('Check the deposit terms')).toBeInTheDocument();
    expect(screen.queryByText('No notes yet')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New note')).not.toBeInTheDocument();
    expect(within(toastRegion()).getByText('Note saved')).toBeInTheDocument();
    const [stored] = storedNotes();
    expect(stored?.content).toBe('Check the deposit terms');
    expect(stored?.createdAt).toBe(stored?.updatedAt);
    expect(within(noteList()).queryByText('edited')).not.toBeInTheDocument();
  });

  it('lists the newest note first', async () => {
    const { user } = renderNotes();
    for (const text of ['first', 'second']) {
      await user.click(screen.getByRole('button', { name: 'Add Note' }));
      await user.type(screen.getByLabelText('New note'), text);
      await user.click(screen.getByRole('button', { name: 'Save Note' }));
    }
    const items = within(noteList()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['second', 'first']);
    expect(new Set(storedNotes().map((note) => note.id)).size).toBe(2);
  });

  it('ignores an empty or whitespace-only note', async () => {
    const { user } = renderNotes();
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await user.type(screen.getByLabelText('New note'), '    ');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));

    expect(screen.getByText('No notes yet')).toBeInTheDocument();
    expect(within(toastRegion()).queryByText('Note saved')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('discards the draft on Cancel', async () => {
    const { user } = renderNotes();
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await user.type(screen.getByLabelText('New note'), 'half a thought');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByText('No notes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(screen.getByLabelText('New note')).toHaveValue('');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('updates a note in place, marks it edited and keeps its creation time', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([OLD_NOTE]));
    const { user } = renderNotes();
    expect(within(noteList()).queryByText('edited')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    const editor = screen.getByLabelText('Updated note');
    expect(editor).toHaveValue(OLD_NOTE.content);
    await user.clear(editor);
    await user.type(editor, '  Ask to remove the renewal clause ');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(within(noteList()).getByText('Ask to remove the renewal clause')).toBeInTheDocument();
    expect(within(noteList()).getByText('edited')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Note updated')).toBeInTheDocument();
    const [stored] = storedNotes();
    expect(stored).toMatchObject({
      id: OLD_NOTE.id,
      createdAt: OLD_NOTE.createdAt,
      content: 'Ask to remove the renewal clause',
    });
    expect(stored?.updatedAt).not.toBe(OLD_NOTE.createdAt);
  });

  it('keeps the note as it was when editing is cancelled or left unchanged', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([OLD_NOTE]));
    const { user } = renderNotes();
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    await user.type(screen.getByLabelText('Updated note'), ' and more');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(noteList()).getByText(OLD_NOTE.content)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(within(noteList()).getByText(OLD_NOTE.content)).toBeInTheDocument();
    expect(within(noteList()).queryByText('edited')).not.toBeInTheDocument();
    expect(storedNotes()).toEqual([OLD_NOTE]);
  });

  it('ignores an update that would empty the note', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([OLD_NOTE]));
    const { user } = renderNotes();
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    await user.clear(screen.getByLabelText('Updated note'));
    await user.type(screen.getByLabelText('Updated note'), '   ');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByLabelText('Updated note')).toBeInTheDocument();
    expect(within(toastRegion()).queryByText('Note updated')).not.toBeInTheDocument();
    expect(storedNotes()).toEqual([OLD_NOTE]);
  });

  it('deletes a note', async () => {
    const other = { ...OLD_NOTE, id: '1763700000001', content: 'Keep me' };
    localStorage.setItem(STORAGE_KEY, JSON.stringify([OLD_NOTE, other]));
    const { user } = renderNotes();
    const item = within(noteList()).getByText(OLD_NOTE.content).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Delete note' }));

    expect(screen.queryByText(OLD_NOTE.content)).not.toBeInTheDocument();
    expect(within(noteList()).getByText('Keep me')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Note deleted')).toBeInTheDocument();
    expect(storedNotes()).toEqual([other]);
  });

  it('shows the saved notes again after a reload', async () => {
    const first = renderNotes();
    await first.user.click(screen.getByRole('button', { name: 'Add Note' }));
    await first.user.type(screen.getByLabelText('New note'), 'survives a reload');
    await first.user.click(screen.getByRole('button', { name: 'Save Note' }));
    first.unmount();

    renderNotes();
    expect(within(noteList()).getByText('survives a reload')).toBeInTheDocument();
  });

  it("keeps each document's notes apart", () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([OLD_NOTE]));
    renderNotes(8);
    expect(screen.getByText('No notes yet')).toBeInTheDocument();
  });

  it('explains that notes cannot load without a document id', () => {
    render(<NotesTab documentId={undefined} />);
    expect(screen.getByText('Unable to load notes - document ID missing.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Note' })).not.toBeInTheDocument();
  });

  it('survives corrupt storage: unreadable JSON shows no notes, bad entries are skipped', () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    const first = renderNotes();
    expect(screen.getByText('No notes yet')).toBeInTheDocument();
    first.unmount();

    localStorage.setItem(STORAGE_KEY, JSON.stringify([{ id: 5, content: 'no' }, OLD_NOTE, 'text', null]));
    renderNotes();
    expect(within(noteList()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(noteList()).getByText(OLD_NOTE.content)).toBeInTheDocument();
  });

  it('tells the user when the browser refuses to store the note', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { user } = renderNotes();
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await user.type(screen.getByLabelText('New note'), 'will not fit');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));

    expect(within(toastRegion()).getByText('Note not saved')).toBeInTheDocument();
    expect(screen.getByText('No notes yet')).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toHaveValue('will not fit');
  });
});

import { deleteSessionsOfUser, findGeneratedDocument, updateUser } from '@doclens/db';
import { waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendParagraph,
  type Client,
  type CollaborationHarness,
  type Person,
  pause,
  startCollaborationHarness,
  synced,
  textOf,
} from './collaboration-harness';

/**
 * An open collaboration socket is worth only as much as the session and the right it was opened
 * with: after logout, or once the editor is no longer on the enterprise plan, its edits reach no
 * one and are never stored.
 */

let harness: CollaborationHarness;

beforeAll(async () => {
  harness = await startCollaborationHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

/** A fresh owner and editor each time: these tests end sessions and change plans. */
async function editingTogether(): Promise<{ owner: Person; editor: Person; a: Client; b: Client; documentId: number }> {
  const [owner, editor] = await Promise.all([
    harness.person('enterprise', 'Owner'),
    harness.person('enterprise', 'Editor'),
  ]);
  const document = await harness.generatedDocumentOf(owner, '<p>Agreed terms.</p>');
  await harness.share(owner, document.id, editor.email, 'edit');
  const a = harness.connect(owner, document.id);
  const b = harness.connect(editor, document.id);
  await Promise.all([synced(a), synced(b)]);
  return { owner, editor, a, b, documentId: document.id };
}

/** Lets the late write travel, then checks the owner's editor and the stored copy never got it. */
async function expectNeverArrived(owner: Client, documentId: number, line: string): Promise<void> {
  appendParagraph(owner.doc, 'the owner carries on');
  await waitFor('the owner’s own line to be stored', async () =>
    (await findGeneratedDocument(harness.database.db, documentId))?.generatedContent.includes('the owner carries on')
      ? true
      : undefined,
  );
  expect(textOf(owner.doc)).not.toContain(line);
  const stored = await findGeneratedDocument(harness.database.db, documentId);
  expect(stored?.generatedContent).not.toContain(line);
}

describe('collaboration after the session or the right has ended', () => {
  it('closes the socket of a session that logs out; its later edits reach no one', async () => {
    const { editor, a, b, documentId } = await editingTogether();
    const loggedOut = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: editor.cookie },
    });
    expect(loggedOut.statusCode).toBe(200);
    await waitFor('the editor’s socket to close', () => (b.closes.includes(4401) ? true : undefined), {
      timeoutMs: 5_000,
    });

    appendParagraph(b.doc, 'written after logout');
    await pause(1_500);
    await expectNeverArrived(a, documentId, 'written after logout');
  });

  it('ends the connection of an editor whose plan drops below enterprise; their edits are not applied', async () => {
    const { editor, a, b, documentId } = await editingTogether();
    await updateUser(harness.database.db, editor.user.id, { plan: 'pro' });
    // The plan changes elsewhere (billing); the socket learns it within its recheck interval.
    await pause(1_100);

    appendParagraph(b.doc, 'written after the downgrade');
    await waitFor('the editor’s socket to close', () => (b.closes.includes(4403) ? true : undefined), {
      timeoutMs: 5_000,
    });
    await pause(1_000);
    await expectNeverArrived(a, documentId, 'written after the downgrade');
  });

  it('ends the connection of a session ended elsewhere (another gateway replica) at its next write', async () => {
    const { editor, a, b, documentId } = await editingTogether();
    await deleteSessionsOfUser(harness.database.db, editor.user.id);
    await pause(1_100);

    appendParagraph(b.doc, 'written after the session ended');
    await waitFor('the editor’s socket to close', () => (b.closes.includes(4401) ? true : undefined), {
      timeoutMs: 5_000,
    });
    await pause(1_000);
    await expectNeverArrived(a, documentId, 'written after the session ended');
  });
});

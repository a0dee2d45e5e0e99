import { findGeneratedDocument } from '@doclens/db';
import { waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendParagraph,
  type CollaborationHarness,
  disconnect,
  type Person,
  startCollaborationHarness,
  synced,
  textOf,
} from './collaboration-harness';
import { rawUpgrade } from './collaboration-raw-socket';

/**
 * Real-time collaboration through the gateway's WebSocket, driven by the same Hocuspocus provider
 * and Yjs the editor uses, against real Postgres: concurrent edits converge, access is checked at
 * connection, a revoked share is cut off, and a restart loses nothing.
 */

let harness: CollaborationHarness;
let owner: Person;
let editor: Person;
let reader: Person;
let stranger: Person;
let proOwner: Person;

beforeAll(async () => {
  harness = await startCollaborationHarness();
  [owner, editor, reader, stranger, proOwner] = await Promise.all([
    harness.person('enterprise', 'Owner'),
    harness.person('enterprise', 'Editor'),
    harness.person('enterprise', 'Reader'),
    harness.person('enterprise', 'Stranger'),
    harness.person('pro', 'Pro owner'),
  ]);
});

afterAll(async () => {
  await harness?.dispose();
});

const generatedDocumentOf = (who: Person, html: string) => harness.generatedDocumentOf(who, html);
const share = (documentId: number, email: string, role: 'read' | 'edit') =>
  harness.share(owner, documentId, email, role);
const connect = (who: Person, documentId: number) => harness.connect(who, documentId);

describe('sharing a generated document', () => {
  const call = (who: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  it('shares with an enterprise user by email, who then opens it together with the owner', async () => {
    const document = await generatedDocumentOf(owner, '<p>Shared terms.</p>');
    expect((await call(editor, 'GET', `/api/generated-documents/${document.id}`)).statusCode).toBe(404);

    const shared = await call(owner, 'POST', `/api/generated-documents/${document.id}/shares`, {
      email: ` ${editor.user.email.toUpperCase()} `,
      role: 'edit',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().shares).toEqual([expect.objectContaining({ email: editor.user.email, role: 'edit' })]);

    expect((await call(editor, 'GET', `/api/generated-documents/${document.id}`)).json().generatedContent).toBe(
      '<p>Shared terms.</p>',
    );
    const opened = await call(editor, 'GET', `/api/generated-documents/${document.id}/collaboration`);
    expect(opened.json()).toMatchObject({ mode: 'collaborative', role: 'edit', user: { name: 'Editor' } });
    const list = await call(editor, 'GET', '/api/generated-documents/shared');
    expect(list.json().documents).toEqual([expect.objectContaining({ id: document.id, role: 'edit' })]);
    // Only the owner manages the shares.
    expect((await call(editor, 'GET', `/api/generated-documents/${document.id}/shares`)).statusCode).toBe(404);
  });

  it('refuses unknown and non-enterprise recipients, saying why, and sharing by a non-enterprise owner', async () => {
    const document = await generatedDocumentOf(owner, '<p>Terms.</p>');
    const unknown = await call(owner, 'POST', `/api/generated-documents/${document.id}/shares`, {
      email: 'nobody-here@example.test',
      role: 'read',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No DocLens account has this email address.');
    // The owner learns what to ask of a colleague who has an account on another plan.
    const pro = await call(owner, 'POST', `/api/generated-documents/${document.id}/shares`, {
      email: proOwner.user.email,
      role: 'read',
    });
    expect(pro.statusCode).toBe(409);
    expect(pro.json().message).toBe(
      'This person has a DocLens account without the Enterprise plan: they need Enterprise to open shared documents.',
    );

    const proDocument = await generatedDocumentOf(proOwner, '<p>Pro terms.</p>');
    const byPro = await call(proOwner, 'POST', `/api/generated-documents/${proDocument.id}/shares`, {
      email: editor.user.email,
      role: 'read',
    });
    expect(byPro.statusCode).toBe(403);
    const alone = await call(proOwner, 'GET', `/api/generated-documents/${proDocument.id}/collaboration`);
    expect(alone.json()).toMatchObject({ mode: 'single', role: 'owner' });
  });
});

describe('collaborative editing of a generated document', () => {
  it('converges when the owner and an editor type at once, and keeps the HTML copy in step', async () => {
    const document = await generatedDocumentOf(owner, '<h1>Mutual NDA</h1><p>Opening clause.</p>');
    await share(document.id, editor.user.email, 'edit');
    const a = connect(owner, document.id);
    const b = connect(editor, document.id);
    await Promise.all([synced(a), synced(b)]);
    expect(textOf(a.doc)).toContain('Opening clause.');

    for (let round = 0; round < 5; round += 1) {
      appendParagraph(a.doc, `owner line ${round}`);
      appendParagraph(b.doc, `editor line ${round}`);
    }
    await waitFor('both clients to hold all ten lines', () =>
      textOf(a.doc) === textOf(b.doc) && (textOf(a.doc).match(/line \d/g) ?? []).length === 10 ? true : undefined,
    );
    expect(textOf(b.doc)).toContain('Opening clause.');

    disconnect(a);
    disconnect(b);
    const stored = await waitFor('the HTML copy to hold both users’ lines', async () => {
      const row = await findGeneratedDocument(harness.database.db, document.id);
      return row?.generatedContent.includes('owner line 4') && row.generatedContent.includes('editor line 4')
        ? row
        : undefined;
    });
    expect(stored.generatedContent).toContain('<h1>Mutual NDA</h1>');
    expect(stored.generatedContent).toContain('<p>editor line 0</p>');
  });

  it('refuses a connection from a user without access, and from a non-enterprise owner', async () => {
    const document = await generatedDocumentOf(owner, '<p>Private terms.</p>');
    const outsider = connect(stranger, document.id);
    await waitFor('the stranger to be refused', () => (outsider.refusals.length > 0 ? true : undefined));
    expect(textOf(outsider.doc)).not.toContain('Private terms.');

    // A pro user collaborates on no document, so their socket is refused before it opens.
    const pro = await rawUpgrade(harness.port, { Cookie: proOwner.cookie });
    expect(pro.status).toBe(403);
  });

  it('lets a reader follow the document but not change it', async () => {
    const document = await generatedDocumentOf(owner, '<p>Read me.</p>');
    await share(document.id, reader.user.email, 'read');
    const a = connect(owner, document.id);
    const r = connect(reader, document.id);
    await Promise.all([synced(a), synced(r)]);
    appendParagraph(r.doc, 'reader was here');
    appendParagraph(a.doc, 'owner was here');
    await waitFor('the reader to see the owner’s line', () =>
      textOf(r.doc).includes('owner was here') ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(textOf(a.doc)).not.toContain('reader was here');
  });

  it('disconnects an editor whose share is revoked, and refuses them afterwards', async () => {
    const document = await generatedDocumentOf(owner, '<p>Before revocation.</p>');
    await share(document.id, editor.user.email, 'edit');
    const a = connect(owner, document.id);
    const b = connect(editor, document.id);
    await Promise.all([synced(a), synced(b)]);

    const revoked = await harness.app.inject({
      method: 'DELETE',
      url: `/api/generated-documents/${document.id}/shares/${editor.user.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ shares: [] });
    await waitFor('the editor to be refused on reconnection', () => (b.refusals.length > 0 ? true : undefined));

    appendParagraph(b.doc, 'written after revocation');
    appendParagraph(a.doc, 'owner after revocation');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(textOf(a.doc)).not.toContain('written after revocation');
    expect(textOf(b.doc)).not.toContain('owner after revocation');
  });

  it('keeps the content through a server restart and merges edits made while it was down', async () => {
    const document = await generatedDocumentOf(owner, '<p>Survives restarts.</p>');
    const a = connect(owner, document.id);
    await synced(a);
    appendParagraph(a.doc, 'typed before the restart');
    await waitFor('the edit to reach the server', () => (a.provider.unsyncedChanges === 0 ? true : undefined));

    await harness.stopGateway();
    appendParagraph(a.doc, 'typed while offline');
    await harness.startGateway();

    const fresh = connect(owner, document.id);
    await synced(fresh);
    await waitFor('the offline edit to be merged after reconnection', () =>
      textOf(fresh.doc).includes('typed while offline') ? true : undefined,
    );
    expect(textOf(fresh.doc)).toContain('Survives restarts.');
    expect(textOf(fresh.doc)).toContain('typed before the restart');
    expect(textOf(fresh.doc).match(/Survives restarts\./g)).toHaveLength(1);
  });
});

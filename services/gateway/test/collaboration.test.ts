import { randomBytes } from 'node:crypto';
import { collaborationDocumentName } from '@doclens/api';
import type { AppConfig } from '@doclens/config';
import {
  findGeneratedDocument,
  type GeneratedDocument,
  insertGeneratedDocument,
  insertUser,
  type User,
  updateUser,
} from '@doclens/db';
import { COLLABORATION_FIELD } from '@doclens/generated-documents';
import { createTestConfig, createTestDatabase, createTestLogger, type TestDatabase, waitFor } from '@doclens/testing';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { hashPassword } from '../src/accounts/password-hashing';
import { buildGatewayApp } from '../src/gateway-app';
import type { GatewayDependencies } from '../src/gateway-dependencies';
import { closeGatewayDependencies, createGatewayDependencies } from '../src/gateway-service';

/**
 * Real-time collaboration through the gateway's WebSocket, driven by the same Hocuspocus provider
 * and Yjs the editor uses, against real Postgres: concurrent edits converge, access is checked at
 * connection, a revoked share is cut off, and a restart loses nothing.
 */

interface RunningGateway {
  app: FastifyInstance;
  deps: GatewayDependencies;
}

let database: TestDatabase;
let config: AppConfig;
let gateway: RunningGateway;
let port = 0;
const providers: HocuspocusProvider[] = [];

async function startGateway(): Promise<RunningGateway> {
  const deps = createGatewayDependencies(config, createTestLogger());
  const app = await buildGatewayApp(deps);
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (address && typeof address === 'object') port = address.port;
  return { app, deps };
}

async function stopGateway(running: RunningGateway): Promise<void> {
  await running.app.close();
  await closeGatewayDependencies(running.deps);
}

interface Person {
  user: User;
  cookie: string;
}

async function person(plan: 'pro' | 'enterprise', label: string): Promise<Person> {
  const email = `${label.toLowerCase().replace(/\W/g, '-')}-${randomBytes(4).toString('hex')}@example.test`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const inserted = await insertUser(database.db, {
    email,
    name: label,
    passwordHash: await hashPassword(password),
    emailVerified: true,
  });
  if (!inserted) throw new Error('user not inserted');
  const user = (await updateUser(database.db, inserted.id, { plan })) ?? inserted;
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    // Each sign-in from its own address, so the login rate limit never meets this file.
    remoteAddress: `198.51.100.${randomBytes(1)[0]}`,
  });
  const setCookie = String(response.headers['set-cookie'] ?? '');
  const cookie = setCookie.split(';')[0] ?? '';
  if (response.statusCode !== 200 || !cookie.includes('=')) throw new Error(`login failed: ${response.body}`);
  return { user, cookie };
}

async function generatedDocumentOf(owner: Person, html: string): Promise<GeneratedDocument> {
  return insertGeneratedDocument(database.db, {
    ownerId: owner.user.id,
    title: 'Shared NDA',
    documentType: 'Non-Disclosure Agreement',
    templateId: 'nda',
    parameters: {},
    generatedContent: html,
    countedAt: null,
  });
}

interface Client {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  refusals: string[];
  closes: number[];
}

/** A browser-like client: the person's session cookie on the WebSocket handshake. */
function connect(who: Person, documentId: number): Client {
  const doc = new Y.Doc();
  const refusals: string[] = [];
  const closes: number[] = [];
  const cookie = who.cookie;
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  const websocketProvider = new HocuspocusProviderWebsocket({
    url: `ws://127.0.0.1:${port}/api/collaboration`,
    WebSocketPolyfill: CookieWebSocket,
    // Reconnect quickly so the restart test stays short.
    delay: 100,
    minDelay: 100,
    maxDelay: 300,
    factor: 1,
  });
  const provider = new HocuspocusProvider({
    websocketProvider,
    name: collaborationDocumentName(documentId),
    document: doc,
    onAuthenticationFailed: ({ reason }) => refusals.push(reason),
    onClose: ({ event }) => closes.push(event.code),
  });
  provider.attach();
  providers.push(provider);
  return { provider, doc, refusals, closes };
}

function textOf(doc: Y.Doc): string {
  return doc.getXmlFragment(COLLABORATION_FIELD).toString();
}

function appendParagraph(doc: Y.Doc, text: string): void {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  const fragment = doc.getXmlFragment(COLLABORATION_FIELD);
  fragment.insert(fragment.length, [paragraph]);
}

async function synced(client: Client): Promise<void> {
  await waitFor('the first sync', () => (client.provider.isSynced ? true : undefined), { timeoutMs: 10_000 });
}

function disconnect(client: Client): void {
  client.provider.destroy();
  client.provider.configuration.websocketProvider.destroy();
}

let owner: Person;
let editor: Person;
let reader: Person;
let stranger: Person;
let proOwner: Person;

beforeAll(async () => {
  database = await createTestDatabase();
  config = createTestConfig(database.url);
  gateway = await startGateway();
  [owner, editor, reader, stranger, proOwner] = await Promise.all([
    person('enterprise', 'Owner'),
    person('enterprise', 'Editor'),
    person('enterprise', 'Reader'),
    person('enterprise', 'Stranger'),
    person('pro', 'Pro owner'),
  ]);
});

afterAll(async () => {
  for (const provider of providers) {
    provider.destroy();
    provider.configuration.websocketProvider.destroy();
  }
  if (gateway) await stopGateway(gateway);
  await database?.dispose();
});

async function share(documentId: number, email: string, role: 'read' | 'edit'): Promise<void> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: `/api/generated-documents/${documentId}/shares`,
    headers: { cookie: owner.cookie },
    payload: { email, role },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('sharing a generated document', () => {
  const call = (who: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    gateway.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

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

  it('refuses unknown and non-enterprise recipients, and sharing by a non-enterprise owner', async () => {
    const document = await generatedDocumentOf(owner, '<p>Terms.</p>');
    const unknown = await call(owner, 'POST', `/api/generated-documents/${document.id}/shares`, {
      email: 'nobody-here@example.test',
      role: 'read',
    });
    expect(unknown.statusCode).toBe(404);
    const pro = await call(owner, 'POST', `/api/generated-documents/${document.id}/shares`, {
      email: proOwner.user.email,
      role: 'read',
    });
    expect(pro.statusCode).toBe(404);

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
      const row = await findGeneratedDocument(database.db, document.id);
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

    const proDocument = await generatedDocumentOf(proOwner, '<p>Pro terms.</p>');
    const pro = connect(proOwner, proDocument.id);
    await waitFor('the pro owner to be refused', () => (pro.refusals.length > 0 ? true : undefined));
    expect(textOf(pro.doc)).toBe('');
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

    const revoked = await gateway.app.inject({
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

    await stopGateway(gateway);
    appendParagraph(a.doc, 'typed while offline');
    gateway = await startGateway();

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

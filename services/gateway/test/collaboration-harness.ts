import { randomBytes } from 'node:crypto';
import { collaborationDocumentName } from '@doclens/api';
import type { AppConfig } from '@doclens/config';
import { type GeneratedDocument, insertGeneratedDocument, insertUser, type User, updateUser } from '@doclens/db';
import { COLLABORATION_FIELD } from '@doclens/generated-documents';
import { createTestConfig, createTestDatabase, createTestLogger, type TestDatabase, waitFor } from '@doclens/testing';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { hashPassword } from '../src/accounts/password-hashing';
import { buildGatewayApp } from '../src/gateway-app';
import type { GatewayDependencies } from '../src/gateway-dependencies';
import { closeGatewayDependencies, createGatewayDependencies } from '../src/gateway-service';

/**
 * A gateway listening on a real port, people signed in with real session cookies, and
 * browser-like Hocuspocus clients (the provider and Yjs the editor uses) for the collaboration
 * tests. One harness per test file, with its own database.
 */

export interface Person {
  user: User;
  cookie: string;
  email: string;
  password: string;
}

export interface Client {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  refusals: string[];
  closes: number[];
}

export interface CollaborationHarness {
  readonly database: TestDatabase;
  readonly app: FastifyInstance;
  readonly port: number;
  restart(): Promise<void>;
  stopGateway(): Promise<void>;
  startGateway(): Promise<void>;
  person(plan: 'pro' | 'enterprise', label: string): Promise<Person>;
  generatedDocumentOf(owner: Person, html: string): Promise<GeneratedDocument>;
  share(owner: Person, documentId: number, email: string, role: 'read' | 'edit'): Promise<void>;
  connect(who: Person, documentId: number): Client;
  dispose(): Promise<void>;
}

export async function startCollaborationHarness(): Promise<CollaborationHarness> {
  const database = await createTestDatabase();
  const config: AppConfig = createTestConfig(database.url);
  const providers: HocuspocusProvider[] = [];
  let running: { app: FastifyInstance; deps: GatewayDependencies } | undefined;
  let port = 0;

  const startGateway = async () => {
    const deps = createGatewayDependencies(config, createTestLogger());
    const app = await buildGatewayApp(deps);
    await app.listen({ host: '127.0.0.1', port });
    const address = app.server.address();
    if (address && typeof address === 'object') port = address.port;
    running = { app, deps };
  };
  const stopGateway = async () => {
    if (!running) return;
    const stopping = running;
    running = undefined;
    await stopping.app.close();
    await closeGatewayDependencies(stopping.deps);
  };
  const appOf = () => {
    if (!running) throw new Error('the gateway is not running');
    return running.app;
  };
  await startGateway();

  return {
    database,
    get app() {
      return appOf();
    },
    get port() {
      return port;
    },
    startGateway,
    stopGateway,
    async restart() {
      await stopGateway();
      await startGateway();
    },

    async person(plan, label) {
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
      const response = await appOf().inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        // Each sign-in from its own address, so the login rate limit never meets these files.
        remoteAddress: `198.51.100.${randomBytes(1)[0]}`,
      });
      const setCookie = String(response.headers['set-cookie'] ?? '');
      const cookie = setCookie.split(';')[0] ?? '';
      if (response.statusCode !== 200 || !cookie.includes('=')) throw new Error(`login failed: ${response.body}`);
      return { user, cookie, email, password };
    },

    generatedDocumentOf(owner, html) {
      return insertGeneratedDocument(database.db, {
        ownerId: owner.user.id,
        title: 'Shared NDA',
        documentType: 'Non-Disclosure Agreement',
        templateId: 'nda',
        parameters: {},
        generatedContent: html,
        countedAt: null,
      });
    },

    async share(owner, documentId, email, role) {
      const response = await appOf().inject({
        method: 'POST',
        url: `/api/generated-documents/${documentId}/shares`,
        headers: { cookie: owner.cookie },
        payload: { email, role },
      });
      if (response.statusCode !== 200) throw new Error(`share failed: ${response.body}`);
    },

    connect(who, documentId) {
      const doc = new Y.Doc();
      const refusals: string[] = [];
      const closes: number[] = [];
      const cookie = who.cookie;
      class CookieWebSocket extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie } });
          // A socket destroyed while it connects reports it as an error; the provider has let go by then.
          this.on('error', () => undefined);
        }
      }
      const websocketProvider = new HocuspocusProviderWebsocket({
        url: `ws://127.0.0.1:${port}/api/collaboration`,
        WebSocketPolyfill: CookieWebSocket,
        // Reconnect quickly so a restart keeps the tests short.
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
    },

    async dispose() {
      for (const provider of providers) disconnect({ provider });
      await stopGateway();
      await database.dispose();
    },
  };
}

export function textOf(doc: Y.Doc): string {
  return doc.getXmlFragment(COLLABORATION_FIELD).toString();
}

export function appendParagraph(doc: Y.Doc, text: string): void {
  appendElement(doc, 'paragraph', text);
}

/** An element of any name, as a modified client could push it. */
export function appendElement(doc: Y.Doc, nodeName: string, text: string): void {
  const element = new Y.XmlElement(nodeName);
  element.insert(0, [new Y.XmlText(text)]);
  const fragment = doc.getXmlFragment(COLLABORATION_FIELD);
  fragment.insert(fragment.length, [element]);
}

export async function synced(client: Pick<Client, 'provider'>): Promise<void> {
  await waitFor('the first sync', () => (client.provider.isSynced ? true : undefined), { timeoutMs: 10_000 });
}

export function disconnect(client: Pick<Client, 'provider'>): void {
  client.provider.destroy();
  client.provider.configuration.websocketProvider.destroy();
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

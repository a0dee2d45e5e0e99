import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type DocumentDetail,
  type DocumentListItem,
  documentDetailSchema,
  documentListItemSchema,
  documentListResponseSchema,
  uploadResponseSchema,
} from '@doclens/api';
import { SAMPLES_DIR, type SampleDocument } from './sample-documents';

const SETTLED = new Set(['completed', 'failed']);
const POLL_INTERVAL_MS = 250;

/**
 * The demo goes through the public API, as the web app does (sign in, upload, choose the analysis,
 * read it), so the documents it leaves are exactly what a user's uploads would be.
 */
export class DemoApiClient {
  readonly #baseUrl: string;
  #cookie = '';

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl;
  }

  async signIn(email: string, password: string): Promise<void> {
    const response = await this.#send('POST', '/api/auth/login', { email, password });
    await expectOk(response, 'sign in');
    const session = response.headers.getSetCookie().find((header) => header.includes('doclens_session='));
    if (!session) throw new Error('sign-in set no session cookie');
    this.#cookie = session.split(';')[0] ?? '';
  }

  async documents(): Promise<DocumentListItem[]> {
    const response = await this.#send('GET', '/api/documents?limit=1000');
    return (await parsed(response, documentListResponseSchema, 'list documents')).documents;
  }

  /** Uploads a sample without a type, then chooses its type and parameters as the type-selection step does. */
  async uploadAndAnalyse(sample: SampleDocument): Promise<number> {
    const form = new FormData();
    const bytes = await readFile(join(SAMPLES_DIR, sample.file));
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), sample.file);
    const upload = await fetch(`${this.#baseUrl}/api/upload`, {
      method: 'POST',
      body: form,
      headers: { cookie: this.#cookie },
    });
    const { documentId } = await parsed(upload, uploadResponseSchema, `upload ${sample.file}`);
    const { documentType, analysisParameters } = sample;
    const analyse = await this.#send('POST', `/api/documents/${documentId}/analyze`, {
      documentType,
      analysisParameters,
    });
    await parsed(analyse, documentListItemSchema, `analyse ${sample.file}`);
    return documentId;
  }

  async waitUntilSettled(documentId: number, timeoutMs: number): Promise<DocumentDetail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await this.#send('GET', `/api/documents/${documentId}`);
      const document = await parsed(response, documentDetailSchema, `read document ${documentId}`);
      if (SETTLED.has(document.status)) return document;
      if (Date.now() > deadline) throw new Error(`document ${documentId} is still ${document.status}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
  }

  #send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.#cookie };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${this.#baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
}

async function parsed<T>(response: Response, schema: { parse(value: unknown): T }, what: string): Promise<T> {
  await expectOk(response, what);
  return schema.parse(await response.json());
}

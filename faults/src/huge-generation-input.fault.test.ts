import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findUserByEmail, updateUser } from '@doclens/db';
import { createTestDatabase, type TestDatabase } from '@doclens/testing';
import { freePort } from '@doclens/testing/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessTreeMemorySampler } from '../../bench/src/process-memory';
import { faultEnvironment } from './fault-system';
import { type ServiceProcess, STARTED_LOG_LINE, startServiceProcess } from './service-processes';

const MB = 1_048_576;
/** What a gateway holds while it serves: far below the 4.4 GB one huge word used to take. */
const GATEWAY_BUDGET_MB = 1_024;

interface Answer {
  status: number;
  message: string;
}

/**
 * The inputs (a 12,000-character word, a 499,000-character word, 25,000 nested list
 * items) sent by a free user to a gateway and a generation service running as their own processes,
 * while another user keeps reading their documents list.
 */
describe('huge PDF export inputs against the gateway and generation service as separate processes', () => {
  let database: TestDatabase;
  let scratch: string;
  let gatewayUrl: string;
  let gateway: ServiceProcess;
  let generation: ServiceProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    scratch = mkdtempSync(join(tmpdir(), 'doclens-faults-'));
    const port = await freePort();
    const env = faultEnvironment({ databaseUrl: database.url, scratch, port });
    gatewayUrl = `http://127.0.0.1:${port}`;
    const start = (name: 'gateway' | 'generation') =>
      startServiceProcess({ name, env, logDir: scratch, readiness: { logLine: STARTED_LOG_LINE[name] as RegExp } });
    [gateway, generation] = await Promise.all([start('gateway'), start('generation')]);
  });

  afterAll(async () => {
    await Promise.all([gateway?.stop(), generation?.stop()]);
    await database?.dispose();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  async function signIn(email: string): Promise<string> {
    const post = (path: string, body: unknown) =>
      fetch(`${gatewayUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const password = 'huge input passphrase';
    expect((await post('/api/auth/register', { name: 'Free User', email, password })).ok).toBe(true);
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new Error('registration stored no user');
    await updateUser(database.db, user.id, { emailVerified: true });
    const login = await post('/api/auth/login', { email, password });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (!login.ok || !cookie) throw new Error(`login answered ${login.status}`);
    return cookie;
  }

  async function exportPdf(cookie: string, content: string): Promise<Answer> {
    const response = await fetch(`${gatewayUrl}/api/generate-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Huge', content }),
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await response.json()) as { message?: string };
    return { status: response.status, message: body.message ?? '' };
  }

  it('refuses each with a sentence naming the limit passed, and the other user is served throughout', async () => {
    const [attacker, neighbour] = await Promise.all([
      signIn('free-exporter@example.com'),
      signIn('reader@example.com'),
    ]);
    const sampler = new ProcessTreeMemorySampler(gateway.pid, 20);
    sampler.start();
    let neighbourAnswers = 0;
    let sending = true;
    const reading = (async () => {
      while (sending) {
        const response = await fetch(`${gatewayUrl}/api/generated-documents`, {
          headers: { cookie: neighbour },
          signal: AbortSignal.timeout(30_000),
        });
        expect(response.status).toBe(200);
        neighbourAnswers += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    let answers: Answer[];
    try {
      answers = [];
      for (const content of [
        `<p>${'a'.repeat(12_000)}</p>`,
        `<p>${'a'.repeat(499_000)}</p>`,
        `${'<ul><li>x'.repeat(25_000)}${'</li></ul>'.repeat(25_000)}`,
      ]) {
        answers.push(await exportPdf(attacker, content));
      }
      // And all three at once.
      answers.push(
        ...(await Promise.all([12_000, 499_000].map((length) => exportPdf(attacker, `<p>${'b'.repeat(length)}</p>`)))),
      );
    } finally {
      sending = false;
      await reading;
      sampler.stop();
    }

    expect(answers.map(({ status }) => status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0]?.message).toBe(
      'The document cannot be exported as a PDF: it has a word of 12,000 characters without a space and the limit is 1,000. Add spaces or shorten it.',
    );
    expect(answers[1]?.message).toMatch(/a word of 499,000 characters/);
    expect(answers[2]?.message).toBe(
      'The document cannot be exported as a PDF: its lists or formatting are nested 50,000 levels deep and the limit is 100.',
    );
    // The other user was served, every time, while the inputs were refused.
    expect(neighbourAnswers).toBeGreaterThan(0);
    expect(sampler.peakRssBytes / MB).toBeLessThan(GATEWAY_BUDGET_MB);
    expect(gateway.hasExited()).toBe(false);
    expect(generation.hasExited()).toBe(false);

    // Still exporting: an ordinary document comes back as a PDF.
    const ordinary = await fetch(`${gatewayUrl}/api/generate-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: attacker },
      body: JSON.stringify({ title: 'Ordinary', content: '<h1>Ordinary</h1><p>A short document.</p>' }),
    });
    expect(ordinary.status).toBe(200);
    const { pdfData } = (await ordinary.json()) as { pdfData: string };
    expect(Buffer.from(pdfData, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});

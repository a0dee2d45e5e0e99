import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentDetail, DocumentListResponse, UploadResponse } from '@doclens/api';
import { dropDatabase, withDatabaseName } from '@doclens/db';
import { testDatabaseBaseUrl, testRedisUrl } from '@doclens/testing';
import { freePort } from '@doclens/testing/free-port';
import { afterAll, describe, expect, it } from 'vitest';
import { registryUnreachable, runToEnd, waitForHealthy } from './newcomer-processes';
import { CurlRunner, curlCommandsIn } from './readme-curl';

const CHECKOUT = fileURLToPath(new URL('../../../', import.meta.url));
const MINUTES = 60_000;

/** Why the newcomer path cannot be followed on this machine, or undefined when it can. */
async function whyNotRunnable(): Promise<string | undefined> {
  try {
    execFileSync('git', ['-C', CHECKOUT, 'rev-parse', 'HEAD'], { stdio: 'ignore' });
  } catch {
    return 'git, or a git checkout to clone, is not available';
  }
  const registry = await registryUnreachable();
  return registry ? `the npm registry is unreachable (${registry})` : undefined;
}

const skipReason = await whyNotRunnable();
const TITLE = "the README's Getting started, followed in a plain clone: npm ci, npm run demo, npm start, curl";

/**
 * A newcomer's first ten minutes: the committed HEAD cloned into an empty folder (no ../shared, no
 * .env, no built web app), the three commands of "Getting started" run as written, then the API
 * example and the demo sign-in against the started product. Its own database and queue prefix keep
 * it apart from other tests; the clone, the server and the database are removed afterwards.
 */
describe.skipIf(skipReason !== undefined)(skipReason ? `${TITLE} (skipped: ${skipReason})` : TITLE, () => {
  const databaseUrl = withDatabaseName(testDatabaseBaseUrl(), `doclens_newcomer_${randomBytes(6).toString('hex')}`);
  let workspace: string | undefined;
  let server: ChildProcess | undefined;

  afterAll(async () => {
    if (server?.pid !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      // `npm start` execs node; the group takes any child it started along.
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    if (workspace) await rm(workspace, { recursive: true, force: true });
    await dropDatabase(databaseUrl);
  }, 2 * MINUTES);

  it(
    'clones, installs, seeds the demo, starts, answers the curl example and signs the demo account in',
    async () => {
      workspace = await mkdtemp(join(tmpdir(), 'doclens-newcomer-'));
      const clone = join(workspace, 'doclens');
      const head = execFileSync('git', ['-C', CHECKOUT, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
      const port = await freePort();
      // A shell of the newcomer's: none of the test run's variables (NODE_ENV=test, vitest's, npm's).
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LANG: process.env.LANG ?? 'C.UTF-8',
        DATABASE_URL: databaseUrl,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: `newcomer-${randomBytes(6).toString('hex')}`,
        PORT: String(port),
        HOST: '127.0.0.1',
      };
      const inClone = { cwd: clone, env };

      await runToEnd('git', ['clone', '--quiet', '--no-checkout', CHECKOUT, clone], { cwd: workspace, env }, MINUTES);
      await runToEnd('git', ['checkout', '--quiet', '--detach', head], inClone, MINUTES);
      await runToEnd('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], inClone, 8 * MINUTES);

      const demo = await runToEnd('npm', ['run', 'demo'], inClone, 4 * MINUTES);
      expect(demo.stdout).toContain('Demo account ready: 5 of 5 sample documents analysed.');
      const email = /email:\s+(\S+)/.exec(demo.stdout)?.[1];
      const password = /password:\s+(\S+)/.exec(demo.stdout)?.[1];
      expect(email).toBe('demo@example.com');
      expect(password).toBeTruthy();

      server = spawn('npm', ['start'], { ...inClone, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      const baseUrl = `http://127.0.0.1:${port}`;
      await waitForHealthy(server, `${baseUrl}/healthz`, 6 * MINUTES);

      const [uploadCommand = '', readCommand = ''] = curlCommandsIn(
        await readFile(join(clone, 'README.md'), 'utf8'),
        'claim.txt',
      );
      const curl = new CurlRunner(baseUrl, clone);
      const upload = await curl.run(uploadCommand);
      expect(upload.status).toBe(200);
      const { documentId } = JSON.parse(upload.body) as UploadResponse;
      const read = readCommand.replace(/\/api\/documents\/\d+/, `/api/documents/${documentId}`);
      let document: DocumentDetail | undefined;
      for (const deadline = Date.now() + 2 * MINUTES; Date.now() < deadline; ) {
        document = JSON.parse((await curl.run(read)).body) as DocumentDetail;
        if (document.status === 'completed' || document.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(document?.status).toBe('completed');
      expect(document?.documentType).toBe('essay');

      const login = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      const session = login.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      const listed = (await (
        await fetch(`${baseUrl}/api/documents`, { headers: { cookie: session } })
      ).json()) as DocumentListResponse;
      expect(listed.documents.map((listedDocument) => listedDocument.status)).toEqual(Array(5).fill('completed'));
      expect(new Set(listed.documents.map((listedDocument) => listedDocument.documentType))).toEqual(
        new Set(['contract', 'essay', 'cv', 'other']),
      );
    },
    25 * MINUTES,
  );
});

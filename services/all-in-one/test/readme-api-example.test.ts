import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DocumentDetail, UploadResponse } from '@doclens/api';
import { createTestConfig, createTestDatabase, createTestLogger, type TestDatabase } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AllServices, startAllServices } from '../src/all-services';
import { CurlRunner, curlCommandsIn } from './readme-curl';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The README's curl example, request for request, against every service running as `npm start` runs them. */
let database: TestDatabase;
let services: AllServices;
let commands: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = createTestConfig(database.url, { PORT: '0', HOST: '127.0.0.1' });
  services = await startAllServices(config, () => createTestLogger());
  commands = curlCommandsIn(await readFile(`${REPOSITORY_ROOT}README.md`, 'utf8'), 'claim.txt');
});

afterAll(async () => {
  await services?.stop();
  await database?.dispose();
});

describe("the README's API example", () => {
  it('uploads a shipped sample without an account, then reads its analysis with the claim cookie', async () => {
    expect(commands).toHaveLength(2);
    const [uploadCommand = '', readCommand = ''] = commands;
    const curl = new CurlRunner(services.gateway.url, REPOSITORY_ROOT);

    const upload = await curl.run(uploadCommand);
    expect(upload.status).toBe(200);
    const { documentId, filename } = JSON.parse(upload.body) as UploadResponse;
    expect(filename).toBe('essay-free-public-transport.pdf');

    // The README shows an example id; the reader uses the one their upload answered.
    const read = readCommand.replace(/\/api\/documents\/\d+/, `/api/documents/${documentId}`);
    let document: DocumentDetail | undefined;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const answer = await curl.run(read);
      expect(answer.status).toBe(200);
      document = JSON.parse(answer.body) as DocumentDetail;
      if (document.status === 'completed' || document.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(document?.status).toBe('completed');
    expect(document?.documentType).toBe('essay');
    expect(document?.analysis).toMatchObject({ documentType: 'essay' });
    expect(document?.extractedText).toContain('Public Transport');
  }, 90_000);

  it('does not show the upload to a client that did not keep the cookie', async () => {
    const curl = new CurlRunner(services.gateway.url, REPOSITORY_ROOT);
    const upload = await curl.run(commands[0] ?? '');
    const { documentId } = JSON.parse(upload.body) as UploadResponse;
    const withoutCookie = await fetch(`${services.gateway.url}/api/documents/${documentId}`);
    expect([401, 404]).toContain(withoutCookie.status);
  });
});

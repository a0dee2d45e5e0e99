import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadHarness, multipartBody, pdfLikeBytes, type UploadHarness } from './upload-harness';

const MB = 1024 * 1024;

let harness: UploadHarness;
let baseUrl: string;

beforeAll(async () => {
  harness = await createUploadHarness();
  baseUrl = await harness.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await harness?.dispose();
});

async function postOverHttp(bytes: Buffer) {
  const { payload, contentType } = multipartBody([{ file: { name: 'big.pdf', bytes } }]);
  const response = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': contentType },
  });
  return { status: response.status, connection: response.headers.get('connection'), body: await response.json() };
}

describe('refusing an upload over a real connection before its body has arrived', () => {
  it('the client reads the 413 message, the connection is closed and nothing is stored', async () => {
    const answer = await postOverHttp(pdfLikeBytes(20 * MB));
    expect(answer).toEqual({
      status: 413,
      connection: 'close',
      body: { message: 'File size exceeds 2MB limit for free plan' },
    });
    expect(await harness.filesInStorage()).toEqual([]);
    expect(await harness.documentRows()).toEqual([]);
  });

  it('the client reads the 400 message for a large file that is not a PDF', async () => {
    const answer = await postOverHttp(Buffer.alloc(20 * MB, 0x41));
    expect(answer).toEqual({ status: 400, connection: 'close', body: { message: 'Only PDF files are allowed' } });
  });

  it('the server still shuts down: no connection is left waiting on an unread body', async () => {
    await postOverHttp(pdfLikeBytes(20 * MB));
    // A connection left waiting on the body would hold the close open until the test times out.
    await harness.app.close();
  });
});

import { fixturesPresent, readFixture } from '@doclens/testing/shared-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadHarness, multipartBody, pdfLikeBytes, type UploadHarness } from './upload-harness';

const MB = 1024 * 1024;

let harness: UploadHarness;

beforeAll(async () => {
  harness = await createUploadHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

/** A refused upload keeps no file (not even a temp file), no row and no count. */
async function expectNothingKept(userId: string, filesBefore: string[]) {
  expect(await harness.filesInStorage()).toEqual(filesBefore);
  const rows = await harness.documentRows();
  expect(rows.filter((row) => row.ownerId === userId)).toEqual([]);
  expect(await harness.monthlyUploads(userId)).toBe(0);
}

describe('POST /api/upload file checks (spec part 1 §5, in order)', () => {
  it('refuses a text file named .pdf with 400 "Only PDF files are allowed", storing nothing', async () => {
    const { user, cookie } = await harness.signedInUser();
    const filesBefore = await harness.filesInStorage();
    const response = await harness.upload({
      cookie,
      file: { name: 'notes.pdf', contentType: 'application/pdf', bytes: Buffer.from('Just some notes.\n'.repeat(200)) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Only PDF files are allowed' });
    await expectNothingKept(user.id, filesBefore);
  });

  it('refuses a file whose PDF header starts after the first 1024 bytes', async () => {
    const { user, cookie } = await harness.signedInUser();
    const filesBefore = await harness.filesInStorage();
    const bytes = Buffer.concat([Buffer.alloc(1020, 0x41), pdfLikeBytes(4096)]);
    const response = await harness.upload({ cookie, file: { name: 'late-header.pdf', bytes } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Only PDF files are allowed' });
    await expectNothingKept(user.id, filesBefore);
  });

  it('refuses an empty file with 400 "File appears to be empty", storing nothing', async () => {
    const { user, cookie } = await harness.signedInUser();
    const filesBefore = await harness.filesInStorage();
    const response = await harness.upload({ cookie, file: { name: 'empty.pdf', bytes: Buffer.alloc(0) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'File appears to be empty' });
    await expectNothingKept(user.id, filesBefore);
  });

  it("refuses a free user's file over 2MB with 413 naming the plan, twice in a row, leaving nothing behind", async () => {
    const { user, cookie } = await harness.signedInUser();
    const filesBefore = await harness.filesInStorage();
    const oversize = pdfLikeBytes(2 * MB + 1);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await harness.upload({ cookie, file: { name: 'big.pdf', bytes: oversize } });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'File size exceeds 2MB limit for free plan' });
    }
    await expectNothingKept(user.id, filesBefore);
  });

  it('accepts a file of exactly 2MB for a free user', async () => {
    const { user, cookie } = await harness.signedInUser();
    const response = await harness.upload({ cookie, file: { name: 'exact.pdf', bytes: pdfLikeBytes(2 * MB) } });
    expect(response.statusCode).toBe(200);
    const [row] = (await harness.documentRows()).filter((document) => document.ownerId === user.id);
    expect(row?.fileSize).toBe(2 * MB);
  });

  it("applies the pro plan's 10MB cap: 3MB is accepted, 10MB + 1 byte refused with the pro message", async () => {
    const { user, cookie } = await harness.signedInUser('pro');
    const accepted = await harness.upload({ cookie, file: { name: 'three.pdf', bytes: pdfLikeBytes(3 * MB) } });
    expect(accepted.statusCode).toBe(200);

    const refused = await harness.upload({ cookie, file: { name: 'huge.pdf', bytes: pdfLikeBytes(10 * MB + 1) } });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: 'File size exceeds 10MB limit for pro plan' });
    expect(await harness.monthlyUploads(user.id)).toBe(1);
    expect((await harness.documentRows()).filter((row) => row.ownerId === user.id)).toHaveLength(1);
  });

  it('checks the type before the size: a large text file is "Only PDF files are allowed"', async () => {
    const { cookie } = await harness.signedInUser();
    const response = await harness.upload({
      cookie,
      file: { name: 'big.pdf', bytes: Buffer.alloc(3 * MB, 0x41) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Only PDF files are allowed' });
  });

  it('answers 400 with a message when the form has no file', async () => {
    const { user, cookie } = await harness.signedInUser();
    const filesBefore = await harness.filesInStorage();
    const response = await harness.upload({ cookie, fields: { documentType: 'contract' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    await expectNothingKept(user.id, filesBefore);
  });

  it('refuses a JSON body with 400 instead of failing', async () => {
    const { cookie } = await harness.signedInUser();
    const response = await harness.api({ method: 'POST', url: '/api/upload', cookie, body: { file: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses two files in one form and keeps neither', async () => {
    const { user, cookie } = await harness.signedInUser();
    const filesBefore = await harness.filesInStorage();
    const { payload, contentType } = multipartBody([
      { file: { name: 'one.pdf', bytes: pdfLikeBytes(2048) } },
      { file: { name: 'two.pdf', bytes: pdfLikeBytes(2048) } },
    ]);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { 'content-type': contentType, cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Too many files' });
    await expectNothingKept(user.id, filesBefore);
  });
});

describe.skipIf(!fixturesPresent)('real PDFs from ../shared/fixtures', () => {
  it('accepts a real PDF sent as text/plain named .txt: the bytes decide, not the name', async () => {
    const { user, cookie } = await harness.signedInUser('pro');
    const bytes = await readFixture('cvs/DESIGNER-10466583.pdf');
    const response = await harness.upload({ cookie, file: { name: 'resume.txt', contentType: 'text/plain', bytes } });
    expect(response.statusCode).toBe(200);
    const row = (await harness.documentRows()).find((document) => document.id === response.json().documentId);
    expect(row).toMatchObject({ ownerId: user.id, fileSize: bytes.length, mimeType: 'application/pdf' });
    expect(await harness.storedBytes(row?.storageKey ?? '')).toEqual(bytes);
  });

  it('accepts a real PDF with junk before its header, as PDF readers do', async () => {
    const { cookie } = await harness.signedInUser('pro');
    const bytes = await readFixture('pdfs/issue6069.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    const response = await harness.upload({ cookie, file: { name: 'issue6069.pdf', bytes } });
    expect(response.statusCode).toBe(200);
  });
});

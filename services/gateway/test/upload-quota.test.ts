import { tryCountUsage } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadHarness, pdfLikeBytes, type UploadHarness } from './upload-harness';

const LIMIT_MESSAGE = (used: number, limit: number) =>
  `Monthly upload limit reached. You've used ${used}/${limit} uploads this month. Upgrade your plan to upload more.`;

let harness: UploadHarness;

beforeAll(async () => {
  harness = await createUploadHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

const aPdf = (name = 'report.pdf') => ({ name, bytes: pdfLikeBytes(4096) });

describe('monthly upload quota', () => {
  it('a free user\'s first upload works; the second is refused with 403 and "1/1", keeping nothing', async () => {
    const { user, cookie } = await harness.signedInUser();
    const first = await harness.upload({ cookie, file: aPdf('first.pdf') });
    expect(first.statusCode).toBe(200);
    expect(await harness.monthlyUploads(user.id)).toBe(1);

    const filesBefore = await harness.filesInStorage();
    const second = await harness.upload({ cookie, file: aPdf('second.pdf') });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ message: LIMIT_MESSAGE(1, 1) });
    expect(await harness.filesInStorage()).toEqual(filesBefore);
    expect((await harness.documentRows()).filter((row) => row.ownerId === user.id)).toHaveLength(1);
    expect(await harness.monthlyUploads(user.id)).toBe(1);
  });

  it('20 parallel uploads for the last free slot: exactly one succeeds, with one row and one stored object', async () => {
    const { user, cookie } = await harness.signedInUser();
    const filesBefore = await harness.filesInStorage();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => harness.upload({ cookie, file: aPdf(`parallel-${index}.pdf`) })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(19);
    for (const refused of responses.filter((response) => response.statusCode === 403)) {
      expect(refused.json()).toEqual({ message: LIMIT_MESSAGE(1, 1) });
    }

    const rows = (await harness.documentRows()).filter((row) => row.ownerId === user.id);
    expect(rows).toHaveLength(1);
    const newFiles = (await harness.filesInStorage()).filter((file) => !filesBefore.includes(file));
    expect(newFiles.sort()).toEqual([rows[0]?.storageKey, `${rows[0]?.storageKey}.meta.json`].sort());
    expect(await harness.monthlyUploads(user.id)).toBe(1);
  });

  it('pro counts generations too: with 99 generations and 0 uploads, one upload fits and the next says 100/100', async () => {
    const { user, cookie } = await harness.signedInUser('pro');
    for (let i = 0; i < 99; i++) await tryCountUsage(harness.db, user.id, 'generations', null);

    const last = await harness.upload({ cookie, file: aPdf() });
    expect(last.statusCode).toBe(200);
    const refused = await harness.upload({ cookie, file: aPdf() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: LIMIT_MESSAGE(100, 100) });
  });

  it('enterprise has no monthly limit, but its uploads are still counted', async () => {
    const { user, cookie } = await harness.signedInUser('enterprise');
    for (let i = 0; i < 3; i++) {
      expect((await harness.upload({ cookie, file: aPdf() })).statusCode).toBe(200);
    }
    expect(await harness.monthlyUploads(user.id)).toBe(3);
  });

  it("a refused file (not a PDF) does not use the month's upload", async () => {
    const { user, cookie } = await harness.signedInUser();
    const refused = await harness.upload({ cookie, file: { name: 'a.pdf', bytes: Buffer.from('plain text') } });
    expect(refused.statusCode).toBe(400);
    expect(await harness.monthlyUploads(user.id)).toBe(0);
    expect((await harness.upload({ cookie, file: aPdf() })).statusCode).toBe(200);
  });
});

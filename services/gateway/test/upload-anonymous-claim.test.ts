import { anonymousUploadLimitMessage } from '@doclens/api';
import { hashSecretToken } from '@doclens/auth';
import { findUserByEmail } from '@doclens/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomClientAddress, setCookieHeaders, uniqueEmail } from './gateway-harness';
import { createUploadHarness, pdfLikeBytes, type UploadHarness } from './upload-harness';

const CLAIM_COOKIE = 'doclens_claim';
const MB = 1024 * 1024;

let harness: UploadHarness;

beforeAll(async () => {
  harness = await createUploadHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

function claimCookieHeader(response: LightMyRequestResponse): string | undefined {
  return setCookieHeaders(response).find((header) => header.startsWith(`${CLAIM_COOKIE}=`));
}

/** The `name=value` pair a browser would send back after this response set the claim cookie. */
function claimCookieFrom(response: LightMyRequestResponse): string {
  const pair = claimCookieHeader(response)?.split(';')[0];
  if (!pair || pair === `${CLAIM_COOKIE}=`) throw new Error('the response set no claim cookie');
  return pair;
}

function expectClaimCookieCleared(response: LightMyRequestResponse) {
  const header = claimCookieHeader(response);
  expect(header).toMatch(new RegExp(`^${CLAIM_COOKIE}=;`));
  expect(header?.toLowerCase()).toMatch(/expires=thu, 01 jan 1970|max-age=0/);
}

async function rowOf(documentId: number) {
  const row = (await harness.documentRows()).find((document) => document.id === documentId);
  if (!row) throw new Error(`no row for document ${documentId}`);
  return row;
}

/** Uploads counted against any account this month. */
async function countedUploads(): Promise<number> {
  const rows = await harness.db.selectFrom('monthlyUsage').select('uploads').execute();
  return rows.reduce((sum, row) => sum + row.uploads, 0);
}

const anonymousUpload = (claimCookie?: string, remoteAddress?: string) =>
  harness.upload({ cookie: claimCookie, remoteAddress, file: { name: 'visitor.pdf', bytes: pdfLikeBytes(4096) } });

describe('anonymous upload', () => {
  it('succeeds, sets an HttpOnly claim cookie and stores the document with its hash and no owner', async () => {
    const countedBefore = await countedUploads();
    const response = await anonymousUpload();
    expect(response.statusCode).toBe(200);
    const attributes = (claimCookieHeader(response) ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');

    const token = claimCookieFrom(response).slice(CLAIM_COOKIE.length + 1);
    const row = await rowOf(response.json().documentId);
    expect(row).toMatchObject({ ownerId: null, anonymousClaimHash: hashSecretToken(token) });
    expect(row.anonymousClaimHash).not.toBe(token);
    expect(await countedUploads()).toBe(countedBefore);
  });

  it('a second upload from the same browser keeps its claim', async () => {
    const first = await anonymousUpload();
    const cookie = claimCookieFrom(first);
    const second = await anonymousUpload(cookie);
    expect(second.statusCode).toBe(200);
    expect(claimCookieHeader(second)).toBeUndefined();
    const [a, b] = await Promise.all([rowOf(first.json().documentId), rowOf(second.json().documentId)]);
    expect(b.anonymousClaimHash).toBe(a.anonymousClaimHash);
  });

  it("uses the free plan's 2MB cap", async () => {
    const response = await harness.upload({ file: { name: 'big.pdf', bytes: pdfLikeBytes(2 * MB + 1) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'File size exceeds 2MB limit for free plan' });
  });
});

describe('claiming anonymous uploads', () => {
  it("signing in moves the browser's uploads to the account, clears the claim and counts them", async () => {
    const first = await anonymousUpload();
    const claimCookie = claimCookieFrom(first);
    const second = await anonymousUpload(claimCookie);
    const member = await harness.createUser();

    const login = await harness.api({
      method: 'POST',
      url: '/api/auth/login',
      cookie: claimCookie,
      body: { email: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(200);
    expectClaimCookieCleared(login);
    for (const response of [first, second]) {
      expect(await rowOf(response.json().documentId)).toMatchObject({
        ownerId: member.user.id,
        anonymousClaimHash: null,
      });
    }
    // The first claimed upload is the free month's one document; the second stays uncounted.
    expect(await harness.monthlyUploads(member.user.id)).toBe(1);
    const sessionCookie = harness.sessionCookieFrom(login) ?? '';
    const own = await harness.upload({ cookie: sessionCookie, file: { name: 'own.pdf', bytes: pdfLikeBytes(4096) } });
    expect(own.statusCode).toBe(403);
  });

  it('a different browser signing in claims nothing', async () => {
    const visitor = await anonymousUpload();
    const member = await harness.createUser();
    const login = await harness.api({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(200);
    expect(claimCookieHeader(login)).toBeUndefined();
    const row = await rowOf(visitor.json().documentId);
    expect(row.ownerId).toBeNull();
    expect(row.anonymousClaimHash).toEqual(expect.any(String));
  });

  it('a failed sign-in claims nothing and keeps the cookie', async () => {
    const visitor = await anonymousUpload();
    const member = await harness.createUser();
    const login = await harness.api({
      method: 'POST',
      url: '/api/auth/login',
      cookie: claimCookieFrom(visitor),
      body: { email: member.email, password: 'not the password' },
    });
    expect(login.statusCode).toBe(401);
    expect(claimCookieHeader(login)).toBeUndefined();
    expect((await rowOf(visitor.json().documentId)).ownerId).toBeNull();
  });

  it('registering answers the same with or without a claim; the sign-in after it claims the uploads', async () => {
    const visitor = await anonymousUpload();
    const email = uniqueEmail('claimer');
    const password = 'claimer passphrase';
    const register = await harness.api({
      method: 'POST',
      url: '/api/auth/register',
      cookie: claimCookieFrom(visitor),
      body: { name: 'New Claimer', email, password },
    });
    expect(register.statusCode).toBe(201);
    expect(claimCookieHeader(register)).toBeUndefined();
    expect((await rowOf(visitor.json().documentId)).ownerId).toBeNull();

    const login = await harness.api({
      method: 'POST',
      url: '/api/auth/login',
      cookie: claimCookieFrom(visitor),
      body: { email, password },
    });
    expect(login.statusCode).toBe(200);
    expectClaimCookieCleared(login);
    const created = await findUserByEmail(harness.db, email);
    expect(await rowOf(visitor.json().documentId)).toMatchObject({
      ownerId: created?.id,
      anonymousClaimHash: null,
    });
  });

  it('registering an address that already has an account claims nothing', async () => {
    const visitor = await anonymousUpload();
    const owner = await harness.createUser();
    const register = await harness.api({
      method: 'POST',
      url: '/api/auth/register',
      cookie: claimCookieFrom(visitor),
      body: { name: 'Not The Owner', email: owner.email, password: 'another passphrase' },
    });
    expect(register.statusCode).toBe(201);
    const row = await rowOf(visitor.json().documentId);
    expect(row.ownerId).toBeNull();
    expect(row.anonymousClaimHash).toEqual(expect.any(String));
  });
});

describe('upload rate limits', () => {
  it('a visitor gets 5 uploads per hour per address; the 6th is 429 and stores nothing', async () => {
    const address = randomClientAddress();
    for (let i = 0; i < 5; i++) expect((await anonymousUpload(undefined, address)).statusCode).toBe(200);
    const filesBefore = await harness.filesInStorage();
    const blocked = await anonymousUpload(undefined, address);
    expect(blocked.statusCode).toBe(429);
    expect(harness.deps.config.auth.anonymousUploadsPerHour).toBe(5);
    expect(blocked.json()).toEqual({ message: anonymousUploadLimitMessage(5) });
    expect(blocked.json().message).toMatch(/5 previews an hour.*free account/i);
    expect(await harness.filesInStorage()).toEqual(filesBefore);

    // A signed-in user behind the same address is counted on their own.
    const { cookie } = await harness.signedInUser();
    const member = await harness.upload({
      cookie,
      remoteAddress: address,
      file: { name: 'member.pdf', bytes: pdfLikeBytes(4096) },
    });
    expect(member.statusCode).toBe(200);
  });
});

describe('the free plan through anonymous uploads (issue 11, item 1)', () => {
  const signInWith = async (claim: string, member: { email: string; password: string }) => {
    const login = await harness.api({
      method: 'POST',
      url: '/api/auth/login',
      cookie: claim,
      body: { email: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(200);
    return harness.sessionCookieFrom(login) ?? '';
  };
  const ownUpload = (cookie: string) =>
    harness.upload({ cookie, file: { name: 'own.pdf', bytes: pdfLikeBytes(4096) } });

  it('at 1/1: upload signed out, sign in, delete it, upload again — refused, usage stays 1', async () => {
    const member = await harness.signedInUser('free');
    expect((await ownUpload(member.cookie)).statusCode).toBe(200);
    expect(await harness.monthlyUploads(member.user.id)).toBe(1);

    for (let round = 0; round < 3; round++) {
      const visitor = await anonymousUpload();
      expect(visitor.statusCode).toBe(200);
      const session = await signInWith(claimCookieFrom(visitor), member);
      expect((await rowOf(visitor.json().documentId)).ownerId).toBe(member.user.id);
      expect(await harness.monthlyUploads(member.user.id)).toBe(1);

      const removed = await harness.api({
        method: 'DELETE',
        url: `/api/documents/${visitor.json().documentId}`,
        cookie: session,
      });
      expect(removed.statusCode).toBe(200);
      expect(await harness.monthlyUploads(member.user.id)).toBe(1);

      const again = await ownUpload(session);
      expect(again.statusCode, again.body).toBe(403);
    }
  });

  it('a claimed upload counts: at 0/1, claiming one uses the month, and deleting it (never analysed) gives it back', async () => {
    const member = await harness.createUser();
    const visitor = await anonymousUpload();
    const session = await signInWith(claimCookieFrom(visitor), member);
    expect(await harness.monthlyUploads(member.user.id)).toBe(1);
    expect((await ownUpload(session)).statusCode).toBe(403);

    const removed = await harness.api({
      method: 'DELETE',
      url: `/api/documents/${visitor.json().documentId}`,
      cookie: session,
    });
    expect(removed.statusCode).toBe(200);
    expect(await harness.monthlyUploads(member.user.id)).toBe(0);
    expect((await ownUpload(session)).statusCode).toBe(200);
    expect(await harness.monthlyUploads(member.user.id)).toBe(1);
  });

  it('an upload claimed at the limit stays a preview: choosing its type is refused with the monthly limit', async () => {
    const member = await harness.signedInUser('free');
    expect((await ownUpload(member.cookie)).statusCode).toBe(200);
    const visitor = await anonymousUpload();
    const session = await signInWith(claimCookieFrom(visitor), member);
    const analyze = await harness.api({
      method: 'POST',
      url: `/api/documents/${visitor.json().documentId}/analyze`,
      cookie: session,
      body: { documentType: 'other' },
    });
    expect(analyze.statusCode, analyze.body).toBe(403);
    expect(analyze.json().message).toMatch(/1\/1/);
    expect(await harness.monthlyUploads(member.user.id)).toBe(1);
    expect((await rowOf(visitor.json().documentId)).status).toBe('pending');
  });
});

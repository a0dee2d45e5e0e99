import { createHash } from 'node:crypto';
import type { Challenge } from 'altcha-lib/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayHarness, type GatewayHarness, randomClientAddress } from './gateway-harness';

const CAPTCHA_MESSAGE = 'Please complete the reCAPTCHA verification.';

const feedback = {
  name: 'Grace Hopper',
  email: 'grace@example.test',
  subject: 'Upload question',
  message: 'Can I upload scanned contracts?\nThey are images inside PDFs.',
};

let harness: GatewayHarness;

beforeAll(async () => {
  harness = await createGatewayHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

async function fetchChallenge(): Promise<Challenge> {
  const response = await harness.api({ url: '/api/altcha/challenge' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

interface AltchaPayload {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/**
 * The number whose hash with the salt is the challenge, found as the ALTCHA widget finds it (every
 * number in turn). Node's synchronous hash instead of altcha-lib's solver, which awaits Web Crypto
 * once per number: the same search, in a fraction of a second instead of seconds.
 */
function solvedNumber(challenge: Challenge): number {
  const algorithm = challenge.algorithm.replace('-', '').toLowerCase();
  for (let number = 0; number <= (challenge.maxnumber ?? 1e6); number++) {
    if (
      createHash(algorithm)
        .update(challenge.salt + number)
        .digest('hex') === challenge.challenge
    )
      return number;
  }
  throw new Error('challenge could not be solved');
}

/** Does what the ALTCHA widget does in the browser: find the number, then submit the payload. */
async function solve(challenge: Challenge): Promise<AltchaPayload> {
  const { algorithm, salt, signature } = challenge;
  return { algorithm, challenge: challenge.challenge, number: solvedNumber(challenge), salt, signature };
}

function encode(payload: AltchaPayload): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

async function solvedToken(challenge: Challenge): Promise<string> {
  return encode(await solve(challenge));
}

function sendFeedback(body: Record<string, unknown>, remoteAddress = randomClientAddress()) {
  return harness.api({ method: 'POST', url: '/api/send-feedback', body, remoteAddress });
}

async function feedbackJobs() {
  return (await harness.queuedMailJobs()).filter((job) => job.name === 'send-feedback-email');
}

describe('feedback form with ALTCHA (no reCAPTCHA keys)', () => {
  it('tells the form to render ALTCHA, without a site key', async () => {
    const response = await harness.api({ url: '/api/recaptcha-site-key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ siteKey: null, provider: 'altcha' });
  });

  it('hands out a signed challenge that expires in about ten minutes and is never cached', async () => {
    const before = Date.now();
    const response = await harness.api({ url: '/api/altcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json() as Challenge;
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100_000 });
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires')) * 1000;
    expect(expires).toBeGreaterThan(before + 9 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  });

  it('accepts a solved challenge and queues the feedback email with the trimmed fields', async () => {
    const recaptchaToken = await solvedToken(await fetchChallenge());
    const response = await harness.api({
      method: 'POST',
      url: '/api/send-feedback',
      body: { ...feedback, name: '  Grace Hopper  ', recaptchaToken },
      headers: { 'x-request-id': 'feedback-roundtrip-1' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Feedback sent' });
    const jobs = await feedbackJobs();
    expect(jobs).toContainEqual({
      id: 'feedback-feedback-roundtrip-1',
      name: 'send-feedback-email',
      data: { ...feedback, requestId: 'feedback-roundtrip-1' },
    });
  });

  it('refuses the same solution a second time', async () => {
    const recaptchaToken = await solvedToken(await fetchChallenge());
    const first = await sendFeedback({ ...feedback, recaptchaToken });
    expect(first.statusCode).toBe(200);
    const jobsAfterFirst = (await feedbackJobs()).length;

    const replay = await sendFeedback({ ...feedback, recaptchaToken });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: CAPTCHA_MESSAGE });
    expect(await feedbackJobs()).toHaveLength(jobsAfterFirst);
  });

  it('refuses a wrong answer, a forged signature and garbage, queueing nothing', async () => {
    const honest = await solve(await fetchChallenge());
    const jobsBefore = (await feedbackJobs()).length;
    const tokens = [
      encode({ ...honest, number: honest.number + 1 }),
      encode({ ...honest, signature: 'a'.repeat(64) }),
      Buffer.from('{"not":"altcha"}').toString('base64'),
      'definitely-not-base64-json',
    ];
    for (const recaptchaToken of tokens) {
      const response = await sendFeedback({ ...feedback, recaptchaToken });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: CAPTCHA_MESSAGE });
    }
    expect(await feedbackJobs()).toHaveLength(jobsBefore);
    // The refused attempts did not spend the challenge: the honest answer still works.
    expect((await sendFeedback({ ...feedback, recaptchaToken: encode(honest) })).statusCode).toBe(200);
  });

  it.each([
    [{ ...feedback, name: '   ' }, 'Name is required'],
    [{ ...feedback, email: undefined }, 'Email is required'],
    [{ ...feedback, email: 'not-an-address' }, 'Please enter a valid email address.'],
    [{ ...feedback, subject: '' }, 'Subject is required'],
    [{ ...feedback, message: undefined }, 'Message is required'],
    [{ ...feedback, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    [feedback, CAPTCHA_MESSAGE],
  ])('refuses an incomplete form with a message the form can show (%#)', async (body, message) => {
    const response = await sendFeedback({ recaptchaToken: 'anything', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('allows five messages an hour from one address', async () => {
    const address = randomClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await sendFeedback({ ...feedback, name: '' }, address)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('feedback form while Redis is down', () => {
  let broken: GatewayHarness;

  beforeAll(async () => {
    broken = await createGatewayHarness({ REDIS_URL: 'redis://127.0.0.1:1' });
  });

  afterAll(async () => {
    await broken?.dispose();
  });

  it('answers 503 instead of accepting a message it cannot queue', async () => {
    const response = await broken.api({
      method: 'POST',
      url: '/api/send-feedback',
      body: { ...feedback, recaptchaToken: 'token' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/temporarily unavailable/);
  });
});

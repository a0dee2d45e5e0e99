import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayHarness, type GatewayHarness } from './gateway-harness';

const feedback = { name: 'Alan Turing', email: 'alan@example.test', subject: 'Hello', message: 'Nice product.' };

/** Stands in for Google's siteverify: tokens named "good-…" pass; every request is recorded. */
function startFakeSiteverify(): Promise<{ server: Server; url: string; requests: URLSearchParams[] }> {
  const requests: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: form.get('response')?.startsWith('good-') === true }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`, requests });
    });
  });
}

describe('feedback form with reCAPTCHA keys configured', () => {
  let harness: GatewayHarness;
  let fake: Awaited<ReturnType<typeof startFakeSiteverify>>;

  beforeAll(async () => {
    fake = await startFakeSiteverify();
    harness = await createGatewayHarness({
      RECAPTCHA_SITE_KEY: 'site-key-for-tests',
      RECAPTCHA_SECRET: 'secret-for-tests',
      RECAPTCHA_VERIFY_URL: fake.url,
    });
  });

  afterAll(async () => {
    await harness?.dispose();
    await new Promise((resolve) => fake?.server.close(resolve));
  });

  it('gives the form the reCAPTCHA site key', async () => {
    const response = await harness.api({ url: '/api/recaptcha-site-key' });
    expect(response.json()).toEqual({ siteKey: 'site-key-for-tests', provider: 'recaptcha' });
  });

  it('does not hand out ALTCHA challenges', async () => {
    expect((await harness.api({ url: '/api/altcha/challenge' })).statusCode).toBe(404);
  });

  it('sends the feedback when Google confirms the token, passing the secret and client address', async () => {
    const response = await harness.api({
      method: 'POST',
      url: '/api/send-feedback',
      body: { ...feedback, recaptchaToken: 'good-token-1' },
      remoteAddress: '198.51.100.7',
      headers: { 'x-request-id': 'recaptcha-accepted-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Feedback sent' });
    const sent = fake.requests.find((form) => form.get('response') === 'good-token-1');
    expect(sent?.get('secret')).toBe('secret-for-tests');
    expect(sent?.get('remoteip')).toBe('198.51.100.7');
    const jobs = await harness.queuedMailJobs();
    expect(jobs).toContainEqual({
      id: 'feedback-recaptcha-accepted-1',
      name: 'send-feedback-email',
      data: { ...feedback, requestId: 'recaptcha-accepted-1' },
    });
  });

  it('refuses the feedback when Google rejects the token', async () => {
    const jobsBefore = (await harness.queuedMailJobs()).length;
    const response = await harness.api({
      method: 'POST',
      url: '/api/send-feedback',
      body: { ...feedback, recaptchaToken: 'bad-token' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please complete the reCAPTCHA verification.' });
    expect(fake.requests.some((form) => form.get('response') === 'bad-token')).toBe(true);
    expect(await harness.queuedMailJobs()).toHaveLength(jobsBefore);
  });
});

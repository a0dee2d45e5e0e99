import { messageResponseSchema, VALIDATION_MESSAGES } from '@doclens/api';
import { FEEDBACK_LIMITS, sendFeedbackEmail } from '@doclens/queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAltchaChallenge } from '../captcha/altcha-challenge';
import { CAPTCHA_REQUIRED_MESSAGE } from '../captcha/captcha-messages';
import { captchaProviderOf } from '../captcha/captcha-provider';
import { createCaptchaVerifier } from '../captcha/captcha-verifier';
import { RecaptchaUnavailableError } from '../captcha/recaptcha-verification';
import type { GatewayDependencies } from '../gateway-dependencies';
import { HttpError, serviceUnavailable } from '../http/http-errors';

export const FEEDBACK_SENT_MESSAGE = 'Feedback sent';
const CAPTCHA_TOKEN_MAX_LENGTH = 4_000;

function requiredText(label: string, maxLength: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} must be at most ${maxLength} characters`);
}

export const feedbackRequestSchema = z.object({
  name: requiredText('Name', FEEDBACK_LIMITS.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(
      z.email({ error: VALIDATION_MESSAGES.invalidEmail }).max(FEEDBACK_LIMITS.email, VALIDATION_MESSAGES.invalidEmail),
    ),
  subject: requiredText('Subject', FEEDBACK_LIMITS.subject),
  message: requiredText('Message', FEEDBACK_LIMITS.message),
  // Named after the original reCAPTCHA field; with ALTCHA it carries the widget's base64 payload.
  recaptchaToken: z
    .string({ error: CAPTCHA_REQUIRED_MESSAGE })
    .trim()
    .min(1, CAPTCHA_REQUIRED_MESSAGE)
    .max(CAPTCHA_TOKEN_MAX_LENGTH, CAPTCHA_REQUIRED_MESSAGE),
});

const siteKeyResponseSchema = z.object({
  siteKey: z.string().nullable(),
  provider: z.enum(['altcha', 'recaptcha']),
});

const altchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

/** The landing page's feedback form: captcha configuration, ALTCHA challenges, and sending. */
export function feedbackRoutes(deps: GatewayDependencies): FastifyPluginAsyncZod {
  const { config, redis, jobs } = deps;
  const provider = captchaProviderOf(config.captcha);
  const captcha = createCaptchaVerifier({ captcha: config.captcha, redis, keyPrefix: config.redis.queuePrefix });

  return async (app) => {
    app.get(
      '/api/recaptcha-site-key',
      {
        schema: {
          tags: ['feedback'],
          summary: 'Which captcha the feedback form shows, and the reCAPTCHA site key if any',
          response: { 200: siteKeyResponseSchema },
        },
      },
      async () => ({ siteKey: provider === 'recaptcha' ? (config.captcha.recaptchaSiteKey ?? null) : null, provider }),
    );

    app.get(
      '/api/altcha/challenge',
      {
        schema: {
          tags: ['feedback'],
          summary: 'A signed ALTCHA proof-of-work challenge for the feedback form',
          response: { 200: altchaChallengeSchema },
        },
      },
      async (_request, reply) => {
        if (provider !== 'altcha') throw new HttpError(404, 'ALTCHA is not enabled on this server.');
        reply.header('cache-control', 'no-store');
        return createAltchaChallenge(config.captcha.altchaHmacKey);
      },
    );

    app.post(
      '/api/send-feedback',
      {
        schema: {
          tags: ['feedback'],
          summary: 'Send a message to support (captcha verified on the server)',
          body: feedbackRequestSchema,
          response: { 200: messageResponseSchema },
        },
        config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      },
      async (request) => {
        // Checked first: the replay guard and the queue both need Redis, and a request must not wait.
        if (redis.status !== 'ready') throw serviceUnavailable();
        const { recaptchaToken, ...feedback } = request.body;
        if (!(await verifyCaptcha(recaptchaToken, request.ip, request.log))) {
          throw new HttpError(400, CAPTCHA_REQUIRED_MESSAGE);
        }
        try {
          await jobs.enqueue(sendFeedbackEmail, { ...feedback, requestId: request.id });
        } catch (error) {
          request.log.error({ err: error }, 'could not queue feedback email');
          throw serviceUnavailable();
        }
        request.log.info({ captcha: provider }, 'feedback queued');
        return { message: FEEDBACK_SENT_MESSAGE };
      },
    );
  };

  async function verifyCaptcha(
    token: string,
    remoteIp: string,
    log: { warn: (details: object, message: string) => void },
  ): Promise<boolean> {
    try {
      return await captcha.verify(token, remoteIp);
    } catch (error) {
      // Google unreachable or Redis gone mid-request: the visitor did nothing wrong, so not a 400.
      log.warn(
        { err: error, captcha: provider, outage: error instanceof RecaptchaUnavailableError },
        'captcha check failed',
      );
      throw serviceUnavailable();
    }
  }
}

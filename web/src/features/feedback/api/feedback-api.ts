import { z } from 'zod';
import { apiJson, apiRequest } from '../../../lib/api-client';
import { feedbackKeys } from '../../../lib/query-keys';

export const ALTCHA_CHALLENGE_URL = '/api/altcha/challenge';

const captchaConfigSchema = z.object({
  siteKey: z.string().nullable(),
  provider: z.enum(['altcha', 'recaptcha']),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** Which captcha the server checks; ALTCHA is self-hosted, reCAPTCHA only when the server is set up for it. */
export async function fetchCaptchaConfig(): Promise<CaptchaConfig> {
  return captchaConfigSchema.parse(await apiJson<unknown>('GET', feedbackKeys.captchaConfig[0]));
}

export interface FeedbackMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The original field name; with ALTCHA it carries the widget's payload. */
  recaptchaToken: string;
}

export async function sendFeedback(feedback: FeedbackMessage): Promise<void> {
  await apiRequest('POST', '/api/send-feedback', feedback);
}

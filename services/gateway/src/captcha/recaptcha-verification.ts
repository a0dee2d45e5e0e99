import { z } from 'zod';

const VERIFY_TIMEOUT_MS = 5_000;

const siteverifyResponseSchema = z.object({ success: z.boolean() });

export interface RecaptchaCheck {
  verifyUrl: string;
  secret: string;
  token: string;
  remoteIp: string;
}

/** Thrown when Google could not give an answer, so the caller can tell an outage from a wrong token. */
export class RecaptchaUnavailableError extends Error {
  override name = 'RecaptchaUnavailableError';
}

/** Asks Google's siteverify whether the widget's token is genuine and unused. */
export async function verifyRecaptchaToken({ verifyUrl, secret, token, remoteIp }: RecaptchaCheck): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(verifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
  } catch (error) {
    throw new RecaptchaUnavailableError('reCAPTCHA siteverify unreachable', { cause: error });
  }
  if (!response.ok) throw new RecaptchaUnavailableError(`reCAPTCHA siteverify answered ${response.status}`);
  const parsed = siteverifyResponseSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new RecaptchaUnavailableError('reCAPTCHA siteverify answered without a verdict');
  return parsed.data.success;
}

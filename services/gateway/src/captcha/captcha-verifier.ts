import type { AppConfig } from '@doclens/config';
import type { Redis } from 'ioredis';
import { AltchaReplayGuard } from './altcha-replay-guard';
import { decodeAltchaPayload, isValidAltchaSolution } from './altcha-solution';
import { type CaptchaProvider, captchaProviderOf } from './captcha-provider';
import { verifyRecaptchaToken } from './recaptcha-verification';

export interface CaptchaVerifier {
  readonly provider: CaptchaProvider;
  /** Resolves false for a missing, wrong, expired or replayed answer; rejects when the check itself failed. */
  verify(token: string, remoteIp: string): Promise<boolean>;
}

export interface CaptchaVerifierDeps {
  captcha: AppConfig['captcha'];
  redis: Redis;
  keyPrefix: string;
}

export function createCaptchaVerifier({ captcha, redis, keyPrefix }: CaptchaVerifierDeps): CaptchaVerifier {
  const { recaptchaSecret } = captcha;
  if (captchaProviderOf(captcha) === 'recaptcha' && recaptchaSecret) {
    return {
      provider: 'recaptcha',
      verify: (token, remoteIp) =>
        verifyRecaptchaToken({ verifyUrl: captcha.recaptchaVerifyUrl, secret: recaptchaSecret, token, remoteIp }),
    };
  }

  const replayGuard = new AltchaReplayGuard(redis, keyPrefix);
  return {
    provider: 'altcha',
    async verify(token) {
      const payload = decodeAltchaPayload(token);
      if (!payload || !(await isValidAltchaSolution(payload, captcha.altchaHmacKey))) return false;
      // Claimed only after verification, so forged payloads cannot fill Redis.
      return replayGuard.claim(payload);
    },
  };
}

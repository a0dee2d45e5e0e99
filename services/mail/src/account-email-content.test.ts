import { describe, expect, it } from 'vitest';
import { type AccountEmailSettings, composeAccountEmail, tokenTtlMs } from './account-email-content';

const settings: AccountEmailSettings = {
  http: { host: '0.0.0.0', port: 3000, appUrl: 'https://doclens.example', trustProxy: false, webDistDir: 'web/dist' },
  mail: { dir: '.data/mail', from: 'DocLens <no-reply@doclens.example>', supportEmail: 'help@doclens.example' },
  auth: {
    sessionIdleTimeoutMs: 1,
    sessionAbsoluteTimeoutMs: 1,
    emailVerificationTtlMs: 48 * 3_600_000,
    passwordResetTtlMs: 15 * 60_000,
    loginRateLimitPerMinute: 1,
    apiRateLimitPerMinute: 1,
  },
};

describe('account email content', () => {
  it('states the same lifetime the token is issued with', () => {
    expect(tokenTtlMs('verify_email', settings)).toBe(48 * 3_600_000);
    expect(composeAccountEmail('verify_email', 'Ada', 'tok', settings).content.text).toContain('expires in 48 hours');
    expect(tokenTtlMs('reset_password', settings)).toBe(15 * 60_000);
    expect(composeAccountEmail('reset_password', 'Ada', 'tok', settings).content.text).toContain(
      'expires in 15 minutes',
    );
  });

  it('builds each kind of link from the app URL', () => {
    expect(composeAccountEmail('verify_email', 'Ada', 'tok', settings).link).toBe(
      'https://doclens.example/verify-email?token=tok',
    );
    expect(composeAccountEmail('reset_password', 'Ada', 'tok', settings).link).toBe(
      'https://doclens.example/auth?mode=reset&token=tok',
    );
  });
});

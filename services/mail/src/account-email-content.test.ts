import { loadConfig } from '@doclens/config';
import { describe, expect, it } from 'vitest';
import { type AccountEmailSettings, composeAccountEmail, tokenTtlMs } from './account-email-content';

const settings: AccountEmailSettings = loadConfig({
  APP_URL: 'https://doclens.example',
  SUPPORT_EMAIL: 'help@doclens.example',
  EMAIL_VERIFICATION_TTL_HOURS: '48',
  PASSWORD_RESET_TTL_MINUTES: '15',
});

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

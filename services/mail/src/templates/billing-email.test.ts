import { describe, expect, it } from 'vitest';
import { billingEmail } from './billing-email';

const base = { name: 'Ada', appUrl: 'https://doclens.example', supportEmail: 'help@doclens.example' };

describe('billing emails', () => {
  it('a receipt names the plan and its renewal date', () => {
    const email = billingEmail({ ...base, kind: 'receipt', plan: 'pro', periodEnd: '14 March 2031' });
    expect(email.subject).toBe('Your DocLens Pro Plan is active');
    expect(email.text).toContain('renews automatically on 14 March 2031');
    expect(email.html).toContain('href="https://doclens.example/account"');
  });

  it('a cancellation says until when access is kept and how to renew', () => {
    const email = billingEmail({ ...base, kind: 'cancellation', plan: 'enterprise', periodEnd: '1 May 2031' });
    expect(email.text).toContain('You keep everything in your Enterprise Plan until 1 May 2031');
    expect(email.text).toContain('Renew Subscription');
  });

  it('a renewal failure says the plan is kept while the payment is retried', () => {
    const email = billingEmail({ ...base, kind: 'renewal_failed', plan: 'pro', periodEnd: null });
    expect(email.subject).toBe('We could not renew your DocLens Pro Plan');
    expect(email.text).toContain('You keep your plan while our payment provider tries the payment again');
  });

  it('a renewed subscription says it will renew again and when', () => {
    const email = billingEmail({ ...base, kind: 'reactivated', plan: 'pro', periodEnd: '14 March 2031' });
    expect(email.subject).toBe('Your DocLens Pro Plan will renew');
    expect(email.text).toContain('renews automatically on 14 March 2031');
  });

  it('an ended plan says the account is on the Free plan and the documents are kept', () => {
    const email = billingEmail({ ...base, kind: 'plan_ended', plan: 'enterprise', periodEnd: null });
    expect(email.subject).toBe('Your DocLens Enterprise Plan has ended');
    expect(email.text).toContain('Your account is on the Free plan now');
    expect(email.text).toContain('Your documents stay in your account');
    expect(email.html).toContain('href="https://doclens.example/pricing"');
  });

  it('an account deletion confirms that data and subscription are gone, escaping the name', () => {
    const email = billingEmail({ ...base, name: '<b>Ada</b>', kind: 'account_deleted', plan: 'free', periodEnd: null });
    expect(email.subject).toBe('Your DocLens account has been deleted');
    expect(email.text).toContain('your documents and their files have been deleted');
    expect(email.html).not.toContain('<b>Ada</b>');
  });
});

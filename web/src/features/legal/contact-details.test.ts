import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the support address', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="support-email"]')?.remove();
    vi.resetModules();
  });

  it("is the deployment's address the gateway wrote into the page", async () => {
    const meta = document.createElement('meta');
    meta.name = 'support-email';
    meta.content = 'help@example.org';
    document.head.append(meta);
    const { SUPPORT_EMAIL } = await import('./contact-details');
    expect(SUPPORT_EMAIL).toBe('help@example.org');
  });

  it('falls back to the product address when the page carries none', async () => {
    const { SUPPORT_EMAIL } = await import('./contact-details');
    expect(SUPPORT_EMAIL).toBe('support@doclens.app');
  });
});

import { describe, expect, it } from 'vitest';
import { passwordResetEmail, passwordResetLink } from './password-reset-email';

const input = {
  name: 'Grace',
  link: passwordResetLink('https://doclens.example', 'reset_TOKEN-1'),
  expiresInMinutes: 60,
  supportEmail: 'help@doclens.example',
};

describe('password reset email', () => {
  it('links to the auth page in reset mode with the token', () => {
    expect(input.link).toBe('https://doclens.example/auth?mode=reset&token=reset_TOKEN-1');
  });

  it('gives the link, its lifetime in minutes and what to do when the reset was not asked for', () => {
    const email = passwordResetEmail(input);
    expect(email.subject).toBe('Reset your DocLens password');
    expect(email.text).toContain(input.link);
    expect(email.text).toContain('This link expires in 60 minutes');
    expect(email.text).toContain("If you didn't ask to reset your password, ignore this email");
    // An ampersand inside an HTML attribute is written as &amp;
    expect(email.html).toContain('href="https://doclens.example/auth?mode=reset&amp;token=reset_TOKEN-1"');
    expect(email.html).toContain('This link expires in 60 minutes');
    expect(email.html).toContain('If you didn&#39;t ask to reset your password, ignore this email');
  });

  it('escapes the user name in the HTML', () => {
    expect(passwordResetEmail({ ...input, name: '</p><a href="evil">' }).html).toContain(
      'Hi &lt;/p&gt;&lt;a href=&quot;evil&quot;&gt;,',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { verificationEmail, verificationLink } from './verification-email';

const input = {
  name: 'Ada',
  link: verificationLink('https://doclens.example', 'tok_EN-123'),
  expiresInHours: 24,
  supportEmail: 'help@doclens.example',
};

describe('verification email', () => {
  it('links to the verify-email page with the token', () => {
    expect(input.link).toBe('https://doclens.example/verify-email?token=tok_EN-123');
    expect(verificationLink('https://doclens.example', 'a+b/c=')).toBe(
      'https://doclens.example/verify-email?token=a%2Bb%2Fc%3D',
    );
  });

  it('asks to verify in both bodies, with the link and its lifetime', () => {
    const email = verificationEmail(input);
    expect(email.subject).toBe('Verify your email address for DocLens');
    expect(email.text).toContain('Hi Ada,');
    expect(email.text).toContain(input.link);
    expect(email.text).toContain('This link expires in 24 hours.');
    expect(email.html).toContain(`href="${input.link}"`);
    expect(email.html).toContain('This link expires in 24 hours.');
    expect(email.html).toContain('DocLens');
    expect(email.html).toContain('help@doclens.example');
  });

  it('says "1 hour", not "1 hours"', () => {
    expect(verificationEmail({ ...input, expiresInHours: 1 }).text).toContain('This link expires in 1 hour.');
  });

  it('escapes the user name in the HTML but keeps it readable in the text', () => {
    const email = verificationEmail({ ...input, name: '<img src=x onerror="alert(1)"> & Co' });
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co,');
    expect(email.text).toContain('Hi <img src=x onerror="alert(1)"> & Co,');
  });

  it('greets without a name when the user has none', () => {
    expect(verificationEmail({ ...input, name: '  ' }).text).toMatch(/^Hi there,/);
  });

  it('loads nothing remote: no images, stylesheets or fonts', () => {
    const { html } = verificationEmail(input);
    expect(html).not.toMatch(/<img|<link|<script|@import|url\(/i);
    expect(html).not.toMatch(/<style/i);
  });
});

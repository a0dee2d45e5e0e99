import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const today = () => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function sectionHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

describe.each([
  { path: '/privacy-policy', title: 'Privacy Policy', sections: 12, other: 'Terms of Use', otherPath: '/terms-of-use' },
  { path: '/terms-of-use', title: 'Terms of Use', sections: 17, other: 'Privacy Policy', otherPath: '/privacy-policy' },
])('$title page', ({ path, title, sections, other, otherPath }) => {
  it(`has ${sections} numbered sections and today's 'Last updated' date`, async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(`Last updated: ${today()}`)).toBeInTheDocument();
    const numbered = sectionHeadings().filter((text) => /^\d+\. /.test(text));
    expect(numbered.map((text) => Number.parseInt(text, 10))).toEqual(
      Array.from({ length: sections }, (_, index) => index + 1),
    );
  });

  it('links home, to the other legal page and to sign in', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp(path);
    const nav = await screen.findByRole('navigation', { name: 'Legal pages' });
    expect(nav.querySelector('a[href="/"]')).toHaveTextContent('Back to DocLens');
    expect(screen.getAllByRole('link', { name: other })[0]).toHaveAttribute('href', otherPath);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('7 days a week, 9AM to 5PM GMT');
  });
});

describe('privacy policy content', () => {
  it('lists the data collected and where it is held', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp('/privacy-policy');
    const main = await screen.findByRole('main');
    for (const item of ['IP address', 'payment information', 'processing history', 'device and browser information']) {
      expect(main).toHaveTextContent(item);
    }
    expect(main).toHaveTextContent('United States');
    expect(main).toHaveTextContent('under 13');
    expect(main).toHaveTextContent('within 30 days');
  });
});

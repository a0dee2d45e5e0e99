import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, jsonResponse, mockApi, signedOut } from '../test/mock-api';
import { renderApp } from '../test/render-app';

const location = () => screen.getByTestId('location').textContent;

describe('route guards', () => {
  it("shows 'Loading...' while the session loads", async () => {
    mockApi({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) });
    renderApp('/dashboard');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('sends a signed-out visitor on /dashboard to /', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp('/dashboard');
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('shows a signed-out visitor the 404 page on /document/{id} without redirecting', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp('/document/42');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(location()).toBe('/document/42');
  });

  it('lets a signed-out visitor reach the public pages', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp('/verify-email');
    expect(await screen.findByText('No verification token provided')).toBeInTheDocument();
    expect(location()).toBe('/verify-email');
  });

  it.each([
    ['a visitor on /', signedOut, '/', 'Sign In'],
    ['a signed-in user on /dashboard', () => jsonResponse(aUser()), '/dashboard', 'Dashboard'],
  ])('asks for the session once when %s loads the page', async (_who, session, path, linkName) => {
    const fetchMock = mockApi({ 'GET /api/auth/user': session });
    renderApp(path);
    expect((await screen.findAllByRole('link', { name: linkName }))[0]).toBeInTheDocument();
    // Give any later observer (header, upload panel, page) time to ask again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sessionCalls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/user');
    expect(sessionCalls).toHaveLength(1);
  });

  it('treats a failing session call as signed out', async () => {
    mockApi({ 'GET /api/auth/user': () => new Response('boom', { status: 500 }) });
    renderApp('/dashboard');
    await waitFor(() => expect(location()).toBe('/'), { timeout: 5000 });
  });

  it('sends a signed-in user on /auth to /', async () => {
    mockApi({ 'GET /api/auth/user': () => jsonResponse(aUser()) });
    renderApp('/auth');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('sends a signed-in user who came for a paid plan to checkout', async () => {
    mockApi({ 'GET /api/auth/user': () => jsonResponse(aUser()) });
    renderApp('/auth?plan=pro');
    await waitFor(() => expect(location()).toBe('/checkout?plan=pro'));
  });

  it('shows the 404 page for an unknown path when signed in', async () => {
    mockApi({ 'GET /api/auth/user': () => jsonResponse(aUser()) });
    renderApp('/no-such-page');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('opens /document/{id} for a signed-in user', async () => {
    mockApi({ 'GET /api/auth/user': () => jsonResponse(aUser()) });
    renderApp('/document/42');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });
});

describe('header', () => {
  it('offers Pricing and Sign In to signed-out visitors', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    expect(screen.getByRole('link', { name: 'DocLens' })).toHaveAttribute('href', '/');
  });

  it('shows Bulk Upload only to enterprise users', async () => {
    mockApi({ 'GET /api/auth/user': () => jsonResponse(aUser('pro')) });
    const { unmount } = renderApp('/dashboard');
    const proNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(proNav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(proNav).queryByRole('link', { name: 'Bulk Upload' })).not.toBeInTheDocument();
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/auth/user': () => jsonResponse(aUser('enterprise')) });
    renderApp('/dashboard');
    const enterpriseNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(enterpriseNav).getByRole('link', { name: 'Bulk Upload' })).toHaveAttribute('href', '/bulk-upload');
  });

  it('logs out from the user menu and goes to the site root signed out', async () => {
    let signedIn = true;
    const fetchMock = mockApi({
      'GET /api/auth/user': () => (signedIn ? jsonResponse(aUser()) : signedOut({} as never)),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return jsonResponse({ message: 'Logged out' });
      },
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('menuitem', { name: 'Referrals' })).toHaveAttribute('href', '/referrals');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init?.method === 'POST')).toBe(
      true,
    );
  });

  it('holds the same items in the mobile drawer', async () => {
    mockApi({ 'GET /api/auth/user': () => jsonResponse(aUser('enterprise')) });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    const mobileNav = within(drawer).getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Dashboard', 'Generate Documents', 'Bulk Upload', 'Account Settings', 'Referrals']) {
      expect(within(mobileNav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(mobileNav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

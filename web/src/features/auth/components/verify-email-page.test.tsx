import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, jsonBodyOf, jsonResponse, mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });
const expired = () =>
  jsonResponse({ message: 'Verification link has expired. Please request a new one.', error: 'expired' }, 400);

describe('/verify-email', () => {
  it('says so when there is no token', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp('/verify-email');
    expect(await screen.findByText('No verification token provided')).toBeInTheDocument();
  });

  it('shows the verifying state while the server answers', async () => {
    mockApi({
      'GET /api/auth/user': signedOut,
      'GET /api/auth/verify-email': () => new Promise<Response>(() => {}),
    });
    renderApp('/verify-email?token=abc');
    expect(await screen.findByRole('heading', { name: 'Verifying your email...' })).toBeInTheDocument();
  });

  it('confirms a verified address and sends the visitor to sign in', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': signedOut,
      'GET /api/auth/verify-email': () =>
        jsonResponse({ message: 'Email verified successfully.', user: { email: 'ada@example.com' } }),
    });
    renderApp('/verify-email?token=abc');
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByText('Email verified successfully.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?mode=login',
    );
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/auth/verify-email'));
    expect(calls.map(([url]) => url)).toEqual(['/api/auth/verify-email?token=abc']);
  });

  it('tells a signed-out visitor with an expired link to log in to resend', async () => {
    mockApi({ 'GET /api/auth/user': signedOut, 'GET /api/auth/verify-email': expired });
    renderApp('/verify-email?token=old');
    expect(await screen.findByRole('heading', { name: 'Link Expired' })).toBeInTheDocument();
    expect(screen.getByText('Verification link has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByText('Please log in to resend verification email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth?mode=login');
  });

  it('shows an invalid link', async () => {
    mockApi({
      'GET /api/auth/user': signedOut,
      'GET /api/auth/verify-email': () =>
        jsonResponse({ message: 'Invalid verification link.', error: 'invalid' }, 400),
    });
    renderApp('/verify-email?token=bad');
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    expect(screen.getByText('Invalid verification link.')).toBeInTheDocument();
  });

  it('offers a retry after a network error', async () => {
    let online = false;
    mockApi({
      'GET /api/auth/user': signedOut,
      'GET /api/auth/verify-email': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse({ message: 'Email verified successfully.' });
      },
    });
    const { user } = renderApp('/verify-email?token=abc');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
  });

  it('resends the link for a signed-in user', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('free', { emailVerified: false })),
      'GET /api/auth/verify-email': expired,
      'POST /api/auth/resend-verification': () => jsonResponse({ message: 'Verification email sent.' }),
    });
    const { user } = renderApp('/verify-email?token=old');
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await within(toastRegion()).findByText('Verification Email Sent')).toBeInTheDocument();
    expect(
      within(toastRegion()).getByText('Check your inbox and spam folder for the verification email'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/resend-verification');
    expect(jsonBodyOf(call?.[1])).toEqual({ email: 'ada@example.com' });
  });

  it('says when resending fails', async () => {
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('free', { emailVerified: false })),
      'GET /api/auth/verify-email': expired,
      'POST /api/auth/resend-verification': () => jsonResponse({ message: 'Too many requests' }, 429),
    });
    const { user } = renderApp('/verify-email?token=old');
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await within(toastRegion()).findByText('Failed to Send Email')).toBeInTheDocument();
    await waitFor(() => expect(within(toastRegion()).getByText('Please try again later')).toBeInTheDocument());
  });
});

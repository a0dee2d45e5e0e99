import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, jsonBodyOf, jsonResponse, mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const location = () => screen.getByTestId('location').textContent;
const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

function errorOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** POST /api/auth/register's answer to Ada signing up: a verification email sent, and payment next for a paid plan. */
function registeredAs(plan: 'free' | 'pro') {
  return jsonResponse(
    {
      user: { name: 'Ada Lovelace', firstName: 'Ada', email: 'ada@example.com', plan, emailVerified: false },
      verificationEmailSent: true,
      needsPayment: plan !== 'free',
      selectedPlan: plan,
    },
    201,
  );
}

describe('auth screen views', () => {
  it('opens in login mode by default', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it.each(['/auth?mode=register', '/auth?mode=signup', '/auth?plan=free'])(
    'opens %s in register mode',
    async (path) => {
      mockApi({ 'GET /api/auth/user': signedOut });
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    },
  );

  it('goes to forgot password and back to login', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});

describe('plan banner', () => {
  it.each([
    ['pro', 'Pro Plan ($9.99/month)'],
    ['enterprise', 'Enterprise Plan ($99.99/month)'],
  ])('names the %s plan with its price and the payment step', async (plan, title) => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp(`/auth?plan=${plan}`);
    const banner = await screen.findByRole('region', { name: 'Selected plan' });
    expect(within(banner).getByText(title)).toBeInTheDocument();
    expect(within(banner).getByText(/redirected to payment/)).toBeInTheDocument();
  });

  it('shows the free plan without a payment note', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp('/auth?plan=free');
    const banner = await screen.findByRole('region', { name: 'Selected plan' });
    expect(within(banner).getByText('Free Plan')).toBeInTheDocument();
    expect(within(banner).queryByText(/payment/)).not.toBeInTheDocument();
  });

  it('treats a plan it does not sell as free (spec part 1 §5)', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/register': () =>
        jsonResponse({ user: aUser(), verificationEmailSent: true, needsPayment: false, selectedPlan: 'free' }),
    });
    const { user } = renderApp('/auth?plan=bogus');
    const banner = await screen.findByRole('region', { name: 'Selected plan' });
    expect(within(banner).getByText('Free Plan')).toBeInTheDocument();
    expect(within(banner).queryByText(/payment/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/register')).toBe(true));
    const register = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register');
    expect(jsonBodyOf(register?.[1])).toMatchObject({ plan: 'free' });
  });

  it('sends a signed-in visitor with a plan it does not sell home, not to checkout', async () => {
    mockApi({ 'GET /api/auth/user': () => jsonResponse(aUser()) });
    renderApp('/auth?plan=bogus');
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('login form', () => {
  it('shows the validation messages and focuses the first invalid field', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(errorOf(email)).toBe('Please enter a valid email address.');
    expect(errorOf(screen.getByLabelText('Password'))).toBe('Password must be at least 6 characters.');
    expect(email).toHaveFocus();
  });

  it('shows and hides the password', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    const { user } = renderApp('/auth');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in and goes home', async () => {
    let signedIn = false;
    const fetchMock = mockApi({
      'GET /api/auth/user': () => (signedIn ? jsonResponse(aUser()) : new Response('', { status: 401 })),
      'POST /api/auth/login': () => {
        signedIn = true;
        return jsonResponse(aUser());
      },
    });
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/'));
    const login = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(jsonBodyOf(login?.[1])).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  });

  it('continues to checkout after signing in for a paid plan', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/auth/user': () => (signedIn ? jsonResponse(aUser()) : new Response('', { status: 401 })),
      'POST /api/auth/login': () => {
        signedIn = true;
        return jsonResponse(aUser());
      },
    });
    const { user } = renderApp('/auth?mode=login&plan=pro');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/checkout?plan=pro'));
  });

  it("shows 'Login failed' with the server's message", async () => {
    mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/login': () => jsonResponse({ message: 'Invalid email or password.' }, 401),
    });
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await within(toastRegion()).findByText('Login failed')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Invalid email or password.')).toBeInTheDocument();
    expect(location()).toBe('/auth');
  });
});

describe('register form', () => {
  it('shows every validation message', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    const { user } = renderApp('/auth?mode=register');
    await user.type(await screen.findByLabelText('Full Name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(errorOf(screen.getByLabelText('Email'))).toBe('Please enter a valid email address.');
    expect(errorOf(screen.getByLabelText('Password'))).toBe('Password must be at least 6 characters.');
    expect(errorOf(screen.getByLabelText('Confirm Password'))).toBe('Please confirm your password.');
  });

  it('says "Passwords don\'t match." on the confirmation field', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    const { user } = renderApp('/auth?mode=register');
    await user.type(await screen.findByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-two');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Confirm Password'))).toBe("Passwords don't match."));
    expect(errorOf(screen.getByLabelText('Password'))).toBeNull();
  });

  async function fillRegistration(user: ReturnType<typeof renderApp>['user']) {
    await user.type(await screen.findByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'analytical');
    await user.type(screen.getByLabelText('Confirm Password'), 'analytical');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('shows the verification notice after a free sign-up', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/register': () => registeredAs('free'),
    });
    const { user } = renderApp('/auth?mode=register');
    await fillRegistration(user);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Account Created Successfully!')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Please check your email to verify your account')).toBeInTheDocument();
    const register = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register');
    expect(jsonBodyOf(register?.[1])).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'analytical',
      plan: 'free',
    });
    await user.click(screen.getByRole('button', { name: 'Return to login' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('sends a paid-plan sign-up to sign in on the way to payment after 1.5 s', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/register': () => registeredAs('pro'),
    });
    const { user } = renderApp('/auth?plan=pro');
    await fillRegistration(user);
    expect(await within(toastRegion()).findByText('Account Created!')).toBeInTheDocument();
    expect(
      within(toastRegion()).getByText('Redirecting to payment to complete your subscription...'),
    ).toBeInTheDocument();
    expect(location()).toBe('/auth?plan=pro');
    await waitFor(() => expect(location()).toBe('/auth?mode=login&plan=pro'), { timeout: 3000 });
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock.mock.calls.find(([url]) => url === '/api/auth/register')?.[1])).toMatchObject({
      plan: 'pro',
    });
  });

  it("shows 'Registration failed' with the server's message", async () => {
    mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/register': () =>
        jsonResponse({ message: 'This password is too common. Please choose a less guessable one.' }, 400),
    });
    const { user } = renderApp('/auth?mode=register');
    await fillRegistration(user);
    expect(await within(toastRegion()).findByText('Registration failed')).toBeInTheDocument();
    expect(
      within(toastRegion()).getByText('This password is too common. Please choose a less guessable one.'),
    ).toBeInTheDocument();
  });
});

describe('forgot password form', () => {
  it('asks for a valid email', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    const { user } = renderApp('/auth?mode=forgot');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Email'))).toBe('Please enter a valid email address.'));
  });

  it('confirms the email and returns to login', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/forgot-password': () => jsonResponse({ message: 'ok' }),
    });
    const { user } = renderApp('/auth?mode=forgot');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(toastRegion()).findByText('Reset Email Sent')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Check your email for password reset instructions')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/forgot-password');
    expect(call?.[1]?.credentials).toBe('include');
    expect(jsonBodyOf(call?.[1])).toEqual({ email: 'ada@example.com' });
  });

  it("shows 'Error' with 'Failed to send reset email' when the server gives no message", async () => {
    mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/forgot-password': () => new Response('oops', { status: 500 }),
    });
    const { user } = renderApp('/auth?mode=forgot');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(toastRegion()).findByText('Error')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Failed to send reset email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });
});

describe('reset password view', () => {
  it('sets the new password with the token and returns to login', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/reset-password': () =>
        jsonResponse({ message: 'Your password has been reset. You can now sign in with the new password.' }),
    });
    const { user } = renderApp('/auth?mode=reset&token=tok-123');
    await user.type(await screen.findByLabelText('New Password'), 'brand-new');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-nex');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Confirm New Password'))).toBe("Passwords don't match."));

    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(
      within(toastRegion()).getByText('Your password has been reset. You can now sign in with the new password.'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/reset-password');
    expect(jsonBodyOf(call?.[1])).toEqual({ token: 'tok-123', password: 'brand-new' });
  });
});

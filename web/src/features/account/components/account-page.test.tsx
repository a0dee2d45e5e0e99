import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe-violations';
import { aUser, jsonBodyOf, jsonResponse, mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const cancelling = {
  plan: 'pro',
  status: 'cancelling',
  subscriptionEndDate: '2031-03-14T00:00:00.000Z',
  accountCredit: '0.00',
  provider: 'local',
};

describe('account page', () => {
  it('shows what the subscription costs, when it renews, the account credit, and where to change plan', async () => {
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('pro')),
      'GET /api/subscription-details': () =>
        jsonResponse({
          ...cancelling,
          status: 'active',
          subscriptionEndDate: null,
          interval: 'year',
          priceUsd: 99.9,
          renewalDate: '2031-05-01T00:00:00.000Z',
          accountCredit: '5.00',
        }),
    });
    renderApp('/account');
    expect(await screen.findByTestId('subscription-price')).toHaveTextContent('$99.90/year');
    expect(screen.getByTestId('subscription-renewal')).toHaveTextContent(
      new Date('2031-05-01T00:00:00.000Z').toLocaleDateString(),
    );
    expect(screen.getByTestId('account-credit')).toHaveTextContent('$5.00');
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the end date of a cancelled subscription and renews it', async () => {
    let renewed = false;
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('pro')),
      'GET /api/subscription-details': () => jsonResponse(cancelling),
      'POST /api/reactivate-subscription': () => {
        renewed = true;
        return jsonResponse({ ...cancelling, status: 'active', subscriptionEndDate: null });
      },
    });
    const { user } = renderApp('/account');
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent(
      new Date(cancelling.subscriptionEndDate).toLocaleDateString(),
    );
    await user.click(screen.getByRole('button', { name: 'Renew Subscription' }));
    expect(await screen.findByText('Status: active, renews automatically')).toBeInTheDocument();
    expect(renewed).toBe(true);
  });

  it('requires a reason before cancelling', async () => {
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('pro')),
      'GET /api/subscription-details': () =>
        jsonResponse({ ...cancelling, status: 'active', subscriptionEndDate: null }),
    });
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Confirm cancellation' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Too expensive' }));
    expect(screen.getByRole('button', { name: 'Confirm cancellation' })).toBeEnabled();
  });

  it('shows the new plan in the header badge as soon as the checkout completes, without a reload', async () => {
    let plan: 'free' | 'pro' = 'free';
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser(plan)),
      'GET /api/subscription-details': () =>
        jsonResponse({ ...cancelling, plan, status: plan === 'free' ? 'none' : 'active', subscriptionEndDate: null }),
      'POST /api/complete-checkout': () => {
        plan = 'pro';
        return jsonResponse({ ...cancelling, status: 'active', subscriptionEndDate: null });
      },
    });
    renderApp('/account?success=true&plan=pro&session_id=cs_1');
    const header = await screen.findByRole('banner');
    expect((await within(header).findAllByText('Pro Plan')).length).toBeGreaterThan(0);
    expect(within(header).queryByText('Free Plan')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('account-plan')).toHaveTextContent('Pro Plan'));
  });

  it('deletes the account only with a reason and a confirmation, then signs out', async () => {
    let deletedWith: unknown;
    mockApi({
      'GET /api/auth/user': () => (deletedWith ? signedOut({} as never) : jsonResponse(aUser('pro'))),
      'GET /api/subscription-details': () =>
        jsonResponse({ ...cancelling, status: 'active', subscriptionEndDate: null }),
      'DELETE /api/delete-account-with-feedback': ({ init }) => {
        deletedWith = jsonBodyOf(init);
        return jsonResponse({ message: 'Account deleted' });
      },
    });
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const reasons = within(screen.getByRole('group', { name: 'Why are you leaving?' })).getAllByRole('radio');
    expect(reasons).toHaveLength(10);
    expect(screen.getByRole('radio', { name: 'Other' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Delete my account permanently' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Please choose a reason')).toBeInTheDocument();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Privacy concerns' }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /deleted permanently/ }));
    const comments = screen.getByLabelText('Additional comments (optional)');
    expect(comments).toHaveAttribute('maxLength', '1000');
    await user.type(comments, 'bye');
    await user.click(submit);
    await waitFor(() => expect(deletedWith).toEqual({ reason: 'Privacy concerns', additionalComments: 'bye' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
  });

  it('keeps the account and says so when deleting fails', async () => {
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('free')),
      'GET /api/subscription-details': () =>
        jsonResponse({ ...cancelling, plan: 'free', status: 'none', subscriptionEndDate: null }),
      'DELETE /api/delete-account-with-feedback': () => new Response('', { status: 500 }),
    });
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('checkbox', { name: /deleted permanently/ }));
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText(/500/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
  });

  it('after cancelling and renewing, offers to cancel again instead of showing the old form', async () => {
    let current = { ...cancelling, status: 'active', subscriptionEndDate: null as string | null };
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('pro')),
      'GET /api/subscription-details': () => jsonResponse(current),
      'POST /api/cancel-subscription-with-feedback': () => {
        current = { ...cancelling };
        return jsonResponse(current);
      },
      'POST /api/reactivate-subscription': () => {
        current = { ...cancelling, status: 'active', subscriptionEndDate: null };
        return jsonResponse(current);
      },
    });
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('radio', { name: 'Too expensive' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    await user.click(await screen.findByRole('button', { name: 'Renew Subscription' }));
    expect(await screen.findByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm cancellation' })).not.toBeInTheDocument();
  });

  it('tells a user whose renewal failed, offers the card update and says when it cannot open', async () => {
    let portalRequested = false;
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('pro')),
      'GET /api/subscription-details': () =>
        jsonResponse({ ...cancelling, status: 'past_due', subscriptionEndDate: null, provider: 'stripe' }),
      'POST /api/payment-methods-session': () => {
        portalRequested = true;
        return jsonResponse({ message: 'The payment page is unavailable' }, 502);
      },
    });
    const { user } = renderApp('/account');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /last renewal payment failed.*Pro Plan.*Update your card/,
    );
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update payment method' }));
    expect(await screen.findByText('The payment page is unavailable')).toBeInTheDocument();
    expect(portalRequested).toBe(true);
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeEnabled();
  });

  it('offers no card update where the payments take no card', async () => {
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('pro')),
      'GET /api/subscription-details': () =>
        jsonResponse({ ...cancelling, status: 'active', subscriptionEndDate: null }),
    });
    renderApp('/account');
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Status: active');
    expect(screen.queryByRole('button', { name: 'Update payment method' })).not.toBeInTheDocument();
  });

  it('says when the subscription cannot be loaded and tries again on request', async () => {
    let failing = true;
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('pro')),
      'GET /api/subscription-details': () =>
        failing ? jsonResponse({ message: 'down' }, 500) : jsonResponse({ ...cancelling, status: 'active' }),
    });
    const { user } = renderApp('/account');
    expect(await screen.findByText(/Could not load your subscription/, {}, { timeout: 4000 })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('account-plan')).toHaveTextContent('Pro Plan');
  });
});

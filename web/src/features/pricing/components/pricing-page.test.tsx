import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, jsonBodyOf, jsonResponse, mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const planCard = (name: string) => screen.findByRole('article', { name });

describe('pricing page', () => {
  it('shows the three plans with their prices, Pro as Most Popular', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp('/pricing');
    expect(await planCard('Free')).toHaveTextContent('$0/month');
    expect(await planCard('Pro')).toHaveTextContent('$9.99/month');
    expect(await planCard('Pro')).toHaveTextContent('Most Popular');
    expect(await planCard('Enterprise')).toHaveTextContent('$99.99/month');
    expect(await planCard('Enterprise')).toHaveTextContent('Bulk analysis');
  });

  it('sends visitors to registration', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp('/pricing');
    expect(within(await planCard('Pro')).getByRole('link')).toHaveAttribute('href', '/auth?plan=pro');
    expect(within(await planCard('Enterprise')).getByRole('link')).toHaveAttribute('href', '/auth?plan=enterprise');
  });

  it('sends signed-in users to checkout for paid plans', async () => {
    mockApi({ 'GET /api/auth/user': () => jsonResponse(aUser('free')) });
    renderApp('/pricing');
    expect(within(await planCard('Pro')).getByRole('link')).toHaveAttribute('href', '/checkout?plan=pro');
    expect(within(await planCard('Enterprise')).getByRole('link')).toHaveAttribute('href', '/checkout?plan=enterprise');
    expect(within(await planCard('Free')).getByRole('link', { name: 'Current Plan' })).toBeInTheDocument();
  });

  it('labels the buttons of a subscriber by their plan and interval, and switches plan without a second checkout', async () => {
    let changed: unknown;
    const details = {
      plan: 'enterprise',
      status: 'active',
      subscriptionEndDate: null,
      interval: 'month',
      priceUsd: 99.99,
      renewalDate: '2031-05-01T00:00:00.000Z',
      accountCredit: '0.00',
      provider: 'local',
    };
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('enterprise')),
      'GET /api/subscription-details': () => jsonResponse(details),
      'POST /api/create-checkout-session': () =>
        jsonResponse({ message: 'You already have an active subscription' }, 409),
      'POST /api/change-subscription': ({ init }) => {
        changed = jsonBodyOf(init);
        return jsonResponse({ ...details, plan: 'pro', priceUsd: 9.99 });
      },
    });
    const { user } = renderApp('/pricing');
    const enterprise = await planCard('Enterprise');
    expect(await within(enterprise).findByRole('link', { name: 'Current Plan' })).toBeInTheDocument();
    expect(within(enterprise).getByRole('link', { name: 'Switch to yearly' })).toHaveAttribute(
      'href',
      '/checkout?plan=enterprise&interval=year',
    );
    const toPro = within(await planCard('Pro')).getByRole('link', { name: 'Switch to Pro' });
    expect(toPro).toHaveAttribute('href', '/checkout?plan=pro&interval=month');

    await user.click(toPro);
    expect(await screen.findByRole('heading', { name: 'Switch plan' })).toBeInTheDocument();
    expect(screen.getByText(/\$9\.99\/month/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to Pro' }));
    await waitFor(() => expect(changed).toEqual({ planType: 'pro', interval: 'month' }));
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to create checkout session. Please try again.')).not.toBeInTheDocument();
  });

  it('sends the holder of a plan granted without a subscription to checkout, as before', async () => {
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('pro')),
      'GET /api/subscription-details': () =>
        jsonResponse({
          plan: 'pro',
          status: 'active',
          subscriptionEndDate: null,
          interval: null,
          priceUsd: null,
          renewalDate: null,
          accountCredit: '0.00',
          provider: 'local',
        }),
    });
    renderApp('/pricing');
    const enterprise = within(await planCard('Enterprise'));
    expect(await enterprise.findByRole('link', { name: 'Upgrade to Enterprise' })).toHaveAttribute(
      'href',
      '/checkout?plan=enterprise',
    );
    expect(within(await planCard('Pro')).getByRole('link', { name: 'Current Plan' })).toBeInTheDocument();
  });

  it('answers questions in an accordion', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    const { user } = renderApp('/pricing');
    const question = await screen.findByRole('button', { name: 'Can I cancel at any time?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Cancel from Account Settings/)).toBeVisible();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, jsonResponse, mockApi, signedOut } from '../../../test/mock-api';
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

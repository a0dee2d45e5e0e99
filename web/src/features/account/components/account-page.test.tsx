import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const cancelling = {
  plan: 'pro',
  status: 'cancelling',
  subscriptionEndDate: '2031-03-14T00:00:00.000Z',
  accountCredit: '0.00',
  provider: 'local',
};

describe('account page', () => {
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
});

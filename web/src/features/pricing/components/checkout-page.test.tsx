import { BILLING_MESSAGES } from '@doclens/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, jsonBodyOf, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const noSubscription = {
  plan: 'free',
  status: 'none',
  subscriptionEndDate: null,
  interval: null,
  priceUsd: null,
  renewalDate: null,
  accountCredit: '0.00',
  provider: 'none',
};

describe('checkout page', () => {
  it('says why checkout is refused when the server sells no plan, rather than asking to try again', async () => {
    let asked: unknown;
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('free')),
      'GET /api/subscription-details': () => jsonResponse(noSubscription),
      'POST /api/create-checkout-session': ({ init }) => {
        asked = jsonBodyOf(init);
        return jsonResponse({ message: BILLING_MESSAGES.paymentsNotConfigured }, 503);
      },
    });
    const { user } = renderApp('/checkout?plan=enterprise&interval=year');
    expect(await screen.findByText(/\$999\.90\/year, billed yearly/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed to secure checkout' }));
    expect((await screen.findAllByText(BILLING_MESSAGES.paymentsNotConfigured)).length).toBeGreaterThan(0);
    expect(asked).toEqual({ planType: 'enterprise', interval: 'year' });
  });
});

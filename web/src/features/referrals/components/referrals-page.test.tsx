import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe-violations';
import { aUser, jsonBodyOf, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const pending = {
  id: 1,
  referredEmail: 'grace@example.com',
  status: 'pending',
  creditAmount: '5.00',
  planUpgradedTo: null,
  createdAt: '2026-02-01T00:00:00.000Z',
  creditedAt: null,
};
const credited = { ...pending, id: 2, referredEmail: 'alan@example.com', status: 'credited', planUpgradedTo: 'pro' };

function referralApi(referrals: unknown[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(aUser('pro')),
    'POST /api/referrals/generate-code': () => jsonResponse({ referralCode: 'A1B2C3D4E5' }),
    'GET /api/referrals/my-referrals': () => jsonResponse({ referrals }),
    'GET /api/account/credit': () => jsonResponse({ accountCredit: '5.00' }),
    ...extra,
  });
}

describe('referrals page', () => {
  it('shows the code, the account credit and each referral with its status', async () => {
    referralApi([credited, pending]);
    renderApp('/referrals');
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('A1B2C3D4E5');
    expect(await screen.findByTestId('account-credit')).toHaveTextContent('$5.00');
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Credited')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('$5.00')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('says so when there are no referrals yet', async () => {
    referralApi([]);
    renderApp('/referrals');
    expect(await screen.findByText(/No referrals yet/)).toBeInTheDocument();
  });

  it('asks for an email, sends the referral and lists it', async () => {
    const referrals: unknown[] = [];
    let sent: unknown;
    referralApi(referrals, {
      'GET /api/referrals/my-referrals': () => jsonResponse({ referrals }),
      'POST /api/referrals/create': ({ init }) => {
        sent = jsonBodyOf(init);
        referrals.push(pending);
        return jsonResponse(pending);
      },
    });
    const { user } = renderApp('/referrals');
    await screen.findByText(/No referrals yet/);
    await user.click(screen.getByRole('button', { name: 'Refer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an email address');
    expect(sent).toBeUndefined();
    await user.type(screen.getByLabelText('Friend’s email address'), 'grace@example.com{Enter}');
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    expect(sent).toEqual({ referrerEmail: 'ada@example.com', referredEmail: 'grace@example.com' });
    expect(screen.getByLabelText('Friend’s email address')).toHaveValue('');
  });

  it('shows the server’s reason when a referral is refused', async () => {
    referralApi([], {
      'POST /api/referrals/create': () => jsonResponse({ message: 'You cannot refer yourself' }, 400),
    });
    const { user } = renderApp('/referrals');
    await user.type(await screen.findByLabelText('Friend’s email address'), 'ada@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot refer yourself');
  });

  it('offers a retry when the referral information cannot be loaded', async () => {
    let failing = true;
    referralApi([], {
      'GET /api/account/credit': () =>
        failing ? jsonResponse({ message: 'down' }, 500) : jsonResponse({ accountCredit: '0.00' }),
    });
    const { user } = renderApp('/referrals');
    expect(await screen.findByText('Failed to load referral information', {}, { timeout: 4000 })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('account-credit')).toHaveTextContent('$0.00');
    expect(screen.queryByText('Failed to load referral information')).not.toBeInTheDocument();
  });
});

import type { DashboardStats } from '@doclens/api';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardStatsOf } from '../../../test/fixtures/dashboard-document.fixtures';
import { aDocument } from '../../../test/fixtures/document-page.fixtures';
import { aUser, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { loadTriedDocuments, saveTriedDocuments, utcMonthOf } from '../tried-before-sign-up-storage';

const NOTE = "The document you tried before signing up is in your account and counts as this month's upload.";
const user = aUser('free');

/** One contract uploaded, and with it the free plan's one upload this month. */
const AT_LIMIT: DashboardStats = { ...dashboardStatsOf(1, 1), legal: 1 };

function signedInAtLimit(documents: Record<number, string>) {
  const routes = Object.fromEntries(
    Object.entries(documents).map(([id, name]) => [
      `GET /api/documents/${id}`,
      () => jsonResponse(aDocument({ id: Number(id), originalName: name })),
    ]),
  );
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(user),
    'GET /api/dashboard/stats': () => jsonResponse(AT_LIMIT),
    'GET /api/documents': () =>
      jsonResponse({ documents: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } }),
    ...routes,
  });
}

afterEach(() => localStorage.clear());

describe('the document tried before signing up', () => {
  it('is named at the monthly limit, with a link, and remembered as this account’s for this month', async () => {
    saveTriedDocuments([{ documentId: 7, claimedBy: null, claimedMonth: null }]);
    signedInAtLimit({ 7: 'lease.pdf' });
    renderApp('/dashboard');
    expect(await screen.findByText('Monthly upload limit reached')).toBeInTheDocument();
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open lease.pdf' })).toHaveAttribute('href', '/document/7');
    expect(loadTriedDocuments()).toEqual([{ documentId: 7, claimedBy: user.id, claimedMonth: utcMonthOf(new Date()) }]);
  });

  it('is not mentioned in a later month, nor when it is not in this account', async () => {
    saveTriedDocuments([
      { documentId: 7, claimedBy: user.id, claimedMonth: '2020-01' },
      // Another account signed in on this browser took this one: the API does not show it here.
      { documentId: 8, claimedBy: null, claimedMonth: null },
    ]);
    signedInAtLimit({});
    renderApp('/dashboard');
    expect(await screen.findByText('Monthly upload limit reached')).toBeInTheDocument();
    await waitFor(() => expect(loadTriedDocuments()).toEqual([]));
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });
});

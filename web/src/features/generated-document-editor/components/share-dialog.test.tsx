import type { GeneratedDocumentSharesView } from '@doclens/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { jsonBodyOf, jsonResponse, mockApi } from '../../../test/mock-api';
import { ShareDialog } from './share-dialog';

const reader = {
  userId: '0f0e0d0c-0b0a-4f09-8e07-060504030201',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  role: 'read' as const,
  createdAt: '2026-11-30T10:00:00.000Z',
};

function renderShareDialog(shareAnswer: (body: unknown) => Response) {
  let shares: GeneratedDocumentSharesView = { shares: [] };
  mockApi({
    'GET /api/generated-documents/7/shares': () => jsonResponse(shares),
    'POST /api/generated-documents/7/shares': ({ init }) => {
      const answer = shareAnswer(jsonBodyOf(init));
      if (answer.ok) shares = { shares: [reader] };
      return answer;
    },
  });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ShareDialog documentId={7} />
    </AppProviders>,
  );
  return user;
}

async function shareWith(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Share this document' }));
  await user.type(dialog.getByLabelText('Email'), email);
  await user.selectOptions(dialog.getByLabelText('Access'), 'read');
  await user.click(dialog.getByRole('button', { name: 'Share' }));
  return dialog;
}

describe('the share dialog', () => {
  it('confirms a share inside the dialog, and one Escape then closes it', async () => {
    const user = renderShareDialog(() => jsonResponse({ shares: [reader] }));
    const dialog = await shareWith(user, reader.email);
    expect(await dialog.findByText('grace@example.com can read.')).toBeInTheDocument();
    expect(dialog.getByText('grace@example.com · Can read')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when the person cannot receive the share", async () => {
    const reason =
      'This person has a DocLens account without the Enterprise plan: they need Enterprise to open shared documents.';
    const user = renderShareDialog(() => jsonResponse({ message: reason }, 409));
    const dialog = await shareWith(user, 'pro@example.com');
    expect(await dialog.findByRole('alert')).toHaveTextContent(reason);
  });
});

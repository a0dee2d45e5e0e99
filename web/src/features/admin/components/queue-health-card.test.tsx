import type { QueueHealth } from '@doclens/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { QueueHealthCard } from './queue-health-card';

const mail = (changes: Partial<QueueHealth> = {}): QueueHealth => ({
  name: 'mail',
  paused: false,
  waiting: 0,
  active: 0,
  delayed: 0,
  completed: 4,
  failed: 2,
  ...changes,
});

function renderCard(queues: QueueHealth[]) {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <QueueHealthCard queues={queues} />
    </AppProviders>,
  );
  return user;
}

describe('the Queues card', () => {
  it('retries a queue’s failed jobs and says so', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/queue-actions/mail/retry-failed': () =>
        jsonResponse({ queues: [mail({ failed: 0, waiting: 2 })] }),
    });
    const user = renderCard([mail()]);
    await user.click(screen.getByRole('button', { name: 'Retry failed jobs of mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The failed jobs of mail are queued again.');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/queue-actions/mail/retry-failed', expect.anything());
  });

  it('offers no retry when nothing failed, and Resume for a paused queue', () => {
    mockApi({});
    renderCard([mail({ failed: 0, paused: true })]);
    const row = within(screen.getByRole('row', { name: /mail/ }));
    expect(row.getByRole('button', { name: 'Retry failed jobs of mail' })).toBeDisabled();
    expect(row.getByRole('button', { name: 'Resume mail' })).toBeEnabled();
    expect(row.getByText('(paused)')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    mockApi({
      'POST /api/admin/queue-actions/mail/pause': () => jsonResponse({ message: 'Redis did not answer' }, 503),
    });
    const user = renderCard([mail()]);
    await user.click(screen.getByRole('button', { name: 'Pause mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Redis did not answer');
  });
});

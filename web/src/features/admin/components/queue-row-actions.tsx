import type { AdminAnalytics, QueueAction, QueueHealth } from '@doclens/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { userMessageOf } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { runQueueAction } from '../api/admin-api';

export interface QueueActionOutcome {
  text: string;
  failed: boolean;
}

const DONE: Record<QueueAction, (queue: string) => string> = {
  'retry-failed': (queue) => `The failed jobs of ${queue} are queued again.`,
  pause: (queue) => `${queue} is paused: its workers take no new job.`,
  resume: (queue) => `${queue} is running again.`,
};

/** Retry a queue's failed jobs, pause or resume it; the card's counts follow the server's answer. */
export function QueueRowActions({
  queue,
  onOutcome,
}: {
  queue: QueueHealth;
  onOutcome: (outcome: QueueActionOutcome) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<QueueAction | null>(null);

  const run = async (action: QueueAction) => {
    setBusy(action);
    try {
      const { queues } = await runQueueAction(queue.name, action);
      queryClient.setQueryData<AdminAnalytics>(adminKeys.analytics, (current) =>
        current ? { ...current, pipeline: { ...current.pipeline, queues } } : current,
      );
      onOutcome({ text: DONE[action](queue.name), failed: false });
    } catch (error) {
      onOutcome({ text: userMessageOf(error, `${queue.name} could not be changed.`), failed: true });
    } finally {
      setBusy(null);
    }
  };

  const toggle: QueueAction = queue.paused ? 'resume' : 'pause';
  return (
    <div className="flex flex-wrap gap-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={queue.failed === 0 || busy !== null}
        aria-label={`Retry failed jobs of ${queue.name}`}
        onClick={() => void run('retry-failed')}
      >
        Retry failed
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        disabled={busy !== null}
        aria-label={`${queue.paused ? 'Resume' : 'Pause'} ${queue.name}`}
        onClick={() => void run(toggle)}
      >
        {queue.paused ? 'Resume' : 'Pause'}
      </Button>
    </div>
  );
}

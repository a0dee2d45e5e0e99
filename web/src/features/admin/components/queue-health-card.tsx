import type { QueueHealth } from '@doclens/api';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { QUEUE_DASHBOARD_URL } from '../api/admin-api';
import { type QueueActionOutcome, QueueRowActions } from './queue-row-actions';

const STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;

/** Each queue's jobs by state, with retry, pause and resume; the queue dashboard shows the jobs themselves. */
export function QueueHealthCard({ queues }: { queues: QueueHealth[] | null }) {
  const [outcome, setOutcome] = useState<QueueActionOutcome | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Queues</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {queues === null ? (
          <p className="text-sm text-muted-foreground">Queue counts are unavailable: Redis did not answer.</p>
        ) : (
          // Seven columns do not fit a phone: the table scrolls inside the card, not the page (relative keeps
          // the positioned screen-reader text inside the scrolling box too).
          <div className="relative overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th className="p-1">Queue</th>
                  {STATES.map((state) => (
                    <th key={state} className="p-1 capitalize">
                      {state}
                    </th>
                  ))}
                  <th className="p-1">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {queues.map((queue) => (
                  <tr key={queue.name} className="border-t">
                    <td className="p-1">
                      {queue.name} {queue.paused && <span className="text-muted-foreground">(paused)</span>}
                    </td>
                    {STATES.map((state) => (
                      <td key={state} className="p-1">
                        {queue[state]}
                      </td>
                    ))}
                    <td className="p-1">
                      <QueueRowActions queue={queue} onOutcome={setOutcome} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p role="status" className={outcome?.failed ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
          {outcome?.text}
        </p>
        <a className="text-sm underline" href={QUEUE_DASHBOARD_URL}>
          Open the queue dashboard (each job, a failure's reason and stack)
        </a>
      </CardContent>
    </Card>
  );
}

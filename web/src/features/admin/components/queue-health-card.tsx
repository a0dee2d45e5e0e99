import type { QueueHealth } from '@doclens/api';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { QUEUE_DASHBOARD_URL } from '../api/admin-api';

const STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;

/** Each queue's jobs by state; the queue dashboard has the jobs themselves, retry, pause and resume. */
export function QueueHealthCard({ queues }: { queues: QueueHealth[] | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Queues</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {queues === null ? (
          <p className="text-sm text-muted-foreground">Queue counts are unavailable: Redis did not answer.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left">
                <th className="p-1">Queue</th>
                {STATES.map((state) => (
                  <th key={state} className="p-1 capitalize">
                    {state}
                  </th>
                ))}
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
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <a className="text-sm underline" href={QUEUE_DASHBOARD_URL}>
          Open the queue dashboard (failed jobs, retry, pause and resume)
        </a>
      </CardContent>
    </Card>
  );
}

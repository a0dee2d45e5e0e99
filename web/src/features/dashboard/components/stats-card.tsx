import { PLANS, type PlanId } from '@doclens/api';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { monthlyUsageLabel } from '../../usage/monthly-usage-label';
import { useDashboardStats } from '../../usage/queries/use-dashboard-stats';

export function StatsCard({ plan }: { plan: PlanId }) {
  const stats = useDashboardStats();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your Stats</CardTitle>
      </CardHeader>
      <CardContent>
        {stats.data ? (
          <dl className="grid gap-2 text-sm">
            <div className="flex justify-between">
              <dt>Monthly usage</dt>
              <dd className="font-medium">{monthlyUsageLabel(stats.data.monthlyUsage)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Plan</dt>
              <dd className="font-medium">{PLANS[plan].label}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Total uploads</dt>
              <dd className="font-medium">{stats.data.uploaded}</dd>
            </div>
          </dl>
        ) : stats.isError ? (
          <p className="text-sm text-muted-foreground">Stats are unavailable right now.</p>
        ) : (
          <div className="grid gap-2" data-testid="stats-skeleton">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { StatCard } from '../../../components/ui/stat-card';
import { useSession } from '../../auth/queries/use-session';
import { QUEUE_DASHBOARD_URL } from '../api/admin-api';
import { useAdminAnalytics } from '../queries/use-admin-analytics';
import { AdminCharts } from './admin-charts';
import { AdminOnly } from './admin-only';
import { AdminUsersTable } from './admin-users-table';
import { QueueHealthCard } from './queue-health-card';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** /admin: the business at a glance, the pipeline's health, and the users (spec part 2 §2). */
export function AdminPage() {
  return (
    <AdminOnly>
      <AdminDashboard />
    </AdminOnly>
  );
}

function AdminDashboard() {
  const { user } = useSession();
  const analytics = useAdminAnalytics();
  const data = analytics.data;
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Admin Dashboard</h1>
        <div className="flex gap-2">
          <Button variant="outline" asChild>
            <Link to="/admin-plan-update">Update a plan</Link>
          </Button>
          <Button variant="outline" asChild>
            <a href={QUEUE_DASHBOARD_URL}>Queue dashboard</a>
          </Button>
        </div>
      </div>
      {analytics.isError && <p role="alert">Failed to load analytics</p>}
      {data && (
        <>
          <section aria-label="Overview" className="grid grid-cols-2 gap-4 md:grid-cols-4">
            <StatCard label="Total users" value={data.users.total} />
            <StatCard label="New today" value={data.users.dailyNew} />
            <StatCard label="New this month" value={data.users.monthlyNew} />
            <StatCard label="Active subscriptions" value={data.revenue.activeSubscriptions} />
            <StatCard
              label="Monthly income"
              value={usd.format(data.revenue.monthlyIncome)}
              hint="Each active subscription's monthly price (a yearly plan at 1/12 of its price), less account credit"
            />
            <StatCard
              label="Estimated annual revenue"
              value={usd.format(data.revenue.estimatedAnnualRevenue)}
              hint="A year of each subscription not set to end (12 monthly payments or the yearly price), less account credit"
            />
            <StatCard label="Documents" value={data.platform.totalDocuments} />
            <StatCard label="Generated documents" value={data.platform.totalGeneratedDocuments} />
            <StatCard label="Referrals" value={data.platform.totalReferrals} />
            <StatCard label="Failures (24 h)" value={data.pipeline.failuresLast24h.total} />
          </section>
          <AdminCharts analytics={data} />
          {/* grid-cols-1 makes a track that may shrink below its content: wide tables scroll inside their card. */}
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <QueueHealthCard queues={data.pipeline.queues} />
            <Card>
              <CardHeader>
                <CardTitle>Failures in the last 24 hours</CardTitle>
              </CardHeader>
              <CardContent>
                {data.pipeline.failuresLast24h.reasons.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No failures</p>
                ) : (
                  <ul className="space-y-1 text-sm">
                    {data.pipeline.failuresLast24h.reasons.map((failure) => (
                      <li key={failure.reason} className="flex justify-between gap-4">
                        <span>{failure.reason}</span>
                        <span className="font-medium">{failure.count}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
        </>
      )}
      {user && <AdminUsersTable adminId={user.id} />}
    </main>
  );
}

import type { AdminAnalytics } from '@doclens/api';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const CHART_HEIGHT = 240;
/** Every bar keeps its label: recharts would otherwise drop the labels that do not fit beside each other. */
const EVERY_TICK = 0;
const TICK_STYLE = { fontSize: 12 };

function ChartCard({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <figure aria-label={title} data-testid="admin-chart" style={{ height: CHART_HEIGHT }}>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}

/** The dashboard's three charts: the last 7 days, users by plan, documents by status. */
export function AdminCharts({ analytics }: { analytics: AdminAnalytics }) {
  const days = analytics.activity.last7Days.map((day) => ({ ...day, label: day.date.slice(5) }));
  const plans = Object.entries(analytics.users.planBreakdown).map(([plan, users]) => ({ plan, users }));
  const statuses = Object.entries(analytics.pipeline.documentsByStatus).map(([status, documents]) => ({
    status,
    documents,
  }));
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <ChartCard title="Last 7 days">
        <BarChart data={days}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" interval={EVERY_TICK} tick={TICK_STYLE} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="newUsers" name="New users" fill="#2563eb" />
          <Bar dataKey="documents" name="Documents" fill="#16a34a" />
        </BarChart>
      </ChartCard>
      <ChartCard title="Users by plan">
        <BarChart data={plans}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="plan" interval={EVERY_TICK} tick={TICK_STYLE} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="users" name="Users" fill="#7c3aed" />
        </BarChart>
      </ChartCard>
      <ChartCard title="Documents by status">
        <BarChart data={statuses}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="status" interval={EVERY_TICK} tick={TICK_STYLE} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="documents" name="Documents" fill="#ea580c" />
        </BarChart>
      </ChartCard>
    </div>
  );
}

import type { AdminAnalytics } from '@doclens/api';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const CHART_HEIGHT = 240;
/** Every bar keeps its label: recharts would otherwise drop the labels that do not fit beside each other. */
const EVERY_TICK = 0;
const TICK_STYLE = { fontSize: 12 };

interface ChartBar {
  key: string;
  name: string;
  fill: string;
}

interface CountChartProps {
  title: string;
  data: Record<string, string | number>[];
  /** The field that names each group of bars. */
  xKey: string;
  bars: ChartBar[];
}

/** A card with a bar chart of counts; a legend says which bar is which where a group has more than one. */
function CountChart({ title, data, xKey, bars }: CountChartProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <figure aria-label={title} data-testid="admin-chart" style={{ height: CHART_HEIGHT }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey={xKey} interval={EVERY_TICK} tick={TICK_STYLE} />
              <YAxis allowDecimals={false} />
              <Tooltip />
              {bars.length > 1 && <Legend />}
              {bars.map((bar) => (
                <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.fill} />
              ))}
            </BarChart>
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
      <CountChart
        title="Last 7 days"
        data={days}
        xKey="label"
        bars={[
          { key: 'newUsers', name: 'New users', fill: '#2563eb' },
          { key: 'documents', name: 'Documents', fill: '#16a34a' },
        ]}
      />
      <CountChart
        title="Users by plan"
        data={plans}
        xKey="plan"
        bars={[{ key: 'users', name: 'Users', fill: '#7c3aed' }]}
      />
      <CountChart
        title="Documents by status"
        data={statuses}
        xKey="status"
        bars={[{ key: 'documents', name: 'Documents', fill: '#ea580c' }]}
      />
    </div>
  );
}

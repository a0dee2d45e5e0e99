import {
  type AdminAnalytics,
  BILLING_INTERVAL_IDS,
  PAID_PLAN_IDS,
  PLAN_IDS,
  PLANS,
  type PlanId,
  planPriceUsd,
} from '@doclens/api';
import { sql } from 'kysely';
import type { Db } from '../connection';
import { readDailyRowCounts, readRowCounts, readTableRowCount } from './row-counts';

/**
 * The admin dashboard's figures, each one SQL aggregate (no rows loaded). Days and months are UTC.
 */

const DAY_MS = 24 * 3600 * 1000;
const ACTIVITY_DAYS = 7;
const FAILURE_REASONS_SHOWN = 10;

function startOfUtcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

function startOfUtcMonth(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), 1));
}

function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

export async function adminUserFigures(db: Db, now: Date): Promise<AdminAnalytics['users']> {
  const today = isoDay(now);
  // Counts kept by trigger: users by plan (the total is their sum) and by day of sign-up.
  const [recent, plans] = await Promise.all([
    readDailyRowCounts(db, 'users.created_day', isoDay(startOfUtcMonth(now))),
    readRowCounts(db, 'users.plan'),
  ]);
  const planBreakdown = Object.fromEntries(PLAN_IDS.map((plan) => [plan, 0])) as Record<PlanId, number>;
  for (const plan of PLAN_IDS) planBreakdown[plan] = plans.get(plan) ?? 0;
  const total = [...plans.values()].reduce((sum, count) => sum + count, 0);
  const monthlyNew = [...recent.values()].reduce((sum, count) => sum + count, 0);
  return { total, dailyNew: recent.get(today) ?? 0, monthlyNew, planBreakdown };
}

/** A CASE over every paid plan and billing interval, with each price from packages/api/src/plans.ts. */
function priceCase(priceOf: (plan: (typeof PAID_PLAN_IDS)[number], interval: 'month' | 'year') => number) {
  const branches = PAID_PLAN_IDS.flatMap((plan) =>
    BILLING_INTERVAL_IDS.map(
      (interval) =>
        sql`when u.plan = ${plan} and billing_interval = ${interval} then ${priceOf(plan, interval)}::numeric`,
    ),
  );
  return sql`(case ${sql.join(branches, sql` `)} else 0 end)`;
}

/**
 * Revenue of the active subscriptions (docs/decisions.md, "Admin revenue figures"): a paid plan
 * with a subscription id; the interval is the one its checkout chose (a month when none is known).
 * Monthly income counts each subscription's month (a yearly one at a twelfth of its price) less
 * the account credit that pays for it; the annual estimate counts a year of every subscription
 * that is not set to end, less the credit it will absorb.
 */
export async function adminRevenueFigures(db: Db): Promise<AdminAnalytics['revenue']> {
  const month = priceCase((plan, interval) =>
    interval === 'year' ? planPriceUsd(plan, 'year') / 12 : PLANS[plan].priceUsdPerMonth,
  );
  const year = priceCase((plan, interval) =>
    interval === 'year' ? planPriceUsd(plan, 'year') : PLANS[plan].priceUsdPerMonth * 12,
  );
  const result = await sql<{ subscriptions: number; monthly: string | null; annual: string | null }>`
    select count(*)::int as subscriptions,
           round(sum(${month} - least(greatest(u.account_credit, 0), ${month})), 2)::text as monthly,
           round(sum(case when u.subscription_end_date is null
                          then ${year} - least(greatest(u.account_credit, 0), ${year}) else 0 end), 2)::text as annual
      from users u
      left join (
        select distinct on (subscription_id) subscription_id, billing_interval from checkout_sessions
         where subscription_id is not null
         order by subscription_id, created_at desc
      ) checkout on checkout.subscription_id = u.stripe_subscription_id
     where u.plan <> 'free' and u.stripe_subscription_id is not null`.execute(db);
  const row = result.rows[0];
  return {
    monthlyIncome: Number(row?.monthly ?? 0),
    estimatedAnnualRevenue: Number(row?.annual ?? 0),
    activeSubscriptions: row?.subscriptions ?? 0,
  };
}

/** Totals kept by trigger (migration 0020), read without counting the tables. */
export async function adminPlatformFigures(db: Db): Promise<Omit<AdminAnalytics['platform'], 'totalDocuments'>> {
  const [totalGeneratedDocuments, totalReferrals] = await Promise.all([
    readTableRowCount(db, 'generated_documents'),
    readTableRowCount(db, 'referrals'),
  ]);
  return { totalGeneratedDocuments, totalReferrals };
}

/** New users and documents of each of the last 7 days (UTC), from the counts kept by day. */
export async function adminActivityFigures(db: Db, now: Date): Promise<AdminAnalytics['activity']> {
  const first = new Date(startOfUtcDay(now).getTime() - (ACTIVITY_DAYS - 1) * DAY_MS);
  const [usersByDay, documentsByDay] = await Promise.all([
    readDailyRowCounts(db, 'users.created_day', isoDay(first)),
    readDailyRowCounts(db, 'documents.created_day', isoDay(first)),
  ]);
  const last7Days = Array.from({ length: ACTIVITY_DAYS }, (_, index) => {
    const date = isoDay(new Date(first.getTime() + index * DAY_MS));
    return { date, newUsers: usersByDay.get(date) ?? 0, documents: documentsByDay.get(date) ?? 0 };
  });
  return { last7Days };
}

/** Documents and generated documents that failed in the last 24 hours, by the reason stored with them. */
export async function adminFailureFigures(db: Db, now: Date): Promise<AdminAnalytics['pipeline']['failuresLast24h']> {
  const since = new Date(now.getTime() - DAY_MS);
  const reason = sql<string>`coalesce(nullif(failure_reason, ''), 'No reason recorded')`;
  const rows = await db
    .selectFrom(
      db
        .selectFrom('documents')
        .select(reason.as('reason'))
        .where('status', '=', 'failed')
        .where('updatedAt', '>=', since)
        .unionAll(
          db
            .selectFrom('generatedDocuments')
            .select(reason.as('reason'))
            .where('status', '=', 'failed')
            .where('updatedAt', '>=', since),
        )
        .as('failure'),
    )
    .select(['failure.reason', sql<number>`count(*)::int`.as('count')])
    .groupBy('failure.reason')
    .orderBy('count', 'desc')
    .orderBy('failure.reason')
    .execute();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return { total, reasons: rows.slice(0, FAILURE_REASONS_SHOWN) };
}

import type { DashboardStats } from '@doclens/api';

type MonthlyUsage = DashboardStats['monthlyUsage'];

/** 'N/limit', with the infinity sign for an unlimited plan (spec part 1 §2). */
export function monthlyUsageLabel({ used, limit }: MonthlyUsage): string {
  return `${used}/${limit ?? '∞'}`;
}

export function isMonthlyLimitReached({ used, limit }: MonthlyUsage): boolean {
  return limit !== null && used >= limit;
}

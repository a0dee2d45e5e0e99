import type {
  AdminAnalytics,
  AdminUsersPage,
  BillingIntervalId,
  PaidPlanId,
  PlanFixResult,
  PlanId,
  QueueAction,
  QueueHealthList,
} from '@doclens/api';
import { apiJson } from '../../../lib/api-client';

export function fetchAdminAnalytics(): Promise<AdminAnalytics> {
  return apiJson<AdminAnalytics>('GET', '/api/admin/analytics');
}

export function fetchAdminUsers(page: number, search: string, limit = 20): Promise<AdminUsersPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim()) query.set('search', search.trim());
  return apiJson<AdminUsersPage>('GET', `/api/admin/users?${query}`);
}

export function deleteAdminUser(id: string): Promise<{ message: string }> {
  return apiJson('DELETE', `/api/admin/users/${encodeURIComponent(id)}`);
}

export function updatePlan(email: string, planType: PlanId): Promise<PlanFixResult> {
  return apiJson('POST', '/api/update-plan', { email, planType });
}

export function updateSubscriptionId(email: string, subscriptionId: string): Promise<PlanFixResult> {
  return apiJson('POST', '/api/update-subscription-id', { email, subscriptionId });
}

export function createSubscriptionCheckout(
  email: string,
  planType: PaidPlanId,
  interval: BillingIntervalId,
): Promise<PlanFixResult> {
  return apiJson('POST', '/api/create-stripe-subscription', { email, planType, interval });
}

export function runQueueAction(queue: string, action: QueueAction): Promise<QueueHealthList> {
  return apiJson('POST', `/api/admin/queue-actions/${encodeURIComponent(queue)}/${action}`);
}

/** bull-board, served by the gateway behind the admin session; read-only. */
export const QUEUE_DASHBOARD_URL = '/api/admin/queues';

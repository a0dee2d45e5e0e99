import { z } from 'zod';
import { BILLING_INTERVAL_IDS, PAID_PLAN_IDS, PLAN_IDS } from './plans';

/** The admin pages' texts (spec part 2 §5 and §8) and the refusals of the admin calls. */
export const ADMIN_MESSAGES = {
  fetchUsersFailed: 'Failed to fetch users',
  deleteFailed: 'Failed to delete account. Please try again.',
  cannotDeleteSelf: 'You cannot delete your own account from the admin dashboard.',
  userNotFound: 'No account has this email address.',
  planRequired: 'Please select a plan',
  subscriptionIdRequired: 'Please enter a subscription ID',
  emailRequired: 'Please enter the email address of the account',
  subscriptionNotFound: 'The payments provider has no subscription with this ID.',
  subscriptionOfAnotherAccount: 'This subscription belongs to another account.',
  notAdmin: 'Admin access required',
} as const;

/** Spec part 2 §9: the admin's user list shows 20 users a page. */
export const ADMIN_USERS_PAGE_SIZE = 20;

export const adminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
  search: z.string().trim().max(254).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'admin']),
  plan: z.enum(PLAN_IDS),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  subscriptionEndDate: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  accountCredit: z.string(),
  documentsProcessed: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

const count = z.number().int().nonnegative();

export const queueHealthSchema = z.object({
  name: z.string(),
  paused: z.boolean(),
  waiting: count,
  active: count,
  delayed: count,
  completed: count,
  failed: count,
});
export type QueueHealth = z.infer<typeof queueHealthSchema>;

/** What the admin page may do to a queue; the queue dashboard itself is read-only. */
export const QUEUE_ACTIONS = ['retry-failed', 'pause', 'resume'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];
export const queueActionParamsSchema = z.object({ queue: z.string().max(64) });
export const queueHealthListSchema = z.object({ queues: z.array(queueHealthSchema) });
export type QueueHealthList = z.infer<typeof queueHealthListSchema>;

export const adminAnalyticsSchema = z.object({
  users: z.object({
    total: count,
    dailyNew: count,
    monthlyNew: count,
    planBreakdown: z.object({ free: count, pro: count, enterprise: count }),
  }),
  revenue: z.object({
    /** US dollars, two decimals; how they are computed: docs/decisions.md, "Admin revenue figures". */
    monthlyIncome: z.number(),
    estimatedAnnualRevenue: z.number(),
    activeSubscriptions: count,
  }),
  platform: z.object({ totalDocuments: count, totalGeneratedDocuments: count, totalReferrals: count }),
  activity: z.object({
    last7Days: z.array(z.object({ date: z.string(), newUsers: count, documents: count })),
  }),
  pipeline: z.object({
    documentsByStatus: z.record(z.string(), count),
    /** null when Redis does not answer: the figures from Postgres still show. */
    queues: z.array(queueHealthSchema).nullable(),
    failuresLast24h: z.object({
      total: count,
      reasons: z.array(z.object({ reason: z.string(), count })),
    }),
  }),
  generatedAt: z.string(),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

const targetEmail = z.email(ADMIN_MESSAGES.emailRequired).max(254);

export const updatePlanSchema = z.object({
  email: targetEmail,
  planType: z.enum(PLAN_IDS, ADMIN_MESSAGES.planRequired),
});

export const updateSubscriptionIdSchema = z.object({
  email: targetEmail,
  subscriptionId: z
    .string(ADMIN_MESSAGES.subscriptionIdRequired)
    .trim()
    .min(1, ADMIN_MESSAGES.subscriptionIdRequired)
    .max(255),
});

export const createStripeSubscriptionSchema = z.object({
  email: targetEmail,
  planType: z.enum(PAID_PLAN_IDS, ADMIN_MESSAGES.planRequired),
  interval: z.enum(BILLING_INTERVAL_IDS).default('month'),
});

/** What a plan fix answers: the account as it is now, and for a new subscription the link to pay. */
export const planFixResultSchema = z.object({
  user: adminUserSchema,
  checkoutUrl: z.string().optional(),
});
export type PlanFixResult = z.infer<typeof planFixResultSchema>;

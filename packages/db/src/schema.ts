import type { PlanId, ShareRoleId } from '@doclens/api';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Table types for Kysely: one interface per table, mirrored by the migrations. */

import type { BulkCellsTable, BulkUploadFilesTable, BulkUploadsTable } from './bulk-tables';
import type { CreatedAt, Decimal, UpdatedAt } from './column-types';

export type { BulkCellsTable, BulkUploadFilesTable, BulkUploadsTable } from './bulk-tables';

export type Plan = PlanId;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const DOCUMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * Where a document is in the pipeline; null once completed or failed. A pending document (no type
 * chosen yet) is extracted in the background and waits at 'extracted'.
 */
export const PROCESSING_STAGES = ['extracting', 'extracted', 'analyzing'] as const;
export type ProcessingStage = (typeof PROCESSING_STAGES)[number];

export const DOCUMENT_TYPES = ['contract', 'essay', 'cv', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const RISK_LEVELS = ['high', 'medium', 'low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string;
  passwordHash: string;
  role: Generated<UserRole>;
  plan: Generated<Plan>;
  emailVerified: Generated<boolean>;
  profileImageUrl: string | null;
  subscriptionEndDate: Date | null;
  /** The provider is retrying a failed renewal; the plan is kept meanwhile. */
  subscriptionPastDue: Generated<boolean>;
  /** The current subscription's billing interval; null without one. */
  subscriptionInterval: BillingInterval | null;
  /** When the current subscription's paid period ends (it renews or ends then); null without one. */
  subscriptionPeriodEnd: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  accountCredit: Generated<Decimal>;
  documentsProcessed: Generated<number>;
  referralCode: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  tokenHash: string;
  userId: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: CreatedAt;
  lastSeenAt: Generated<Date>;
  expiresAt: Date;
}

export interface EmailTokensTable {
  id: Generated<string>;
  userId: string;
  purpose: EmailTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  supersededAt: Date | null;
  createdAt: CreatedAt;
}

export interface DocumentsTable {
  id: Generated<number>;
  ownerId: string | null;
  /** Hash of the anonymous uploader's claim cookie; cleared once an account claims the document. */
  anonymousClaimHash: string | null;
  originalName: string;
  filename: string;
  storageKey: string;
  fileSize: number;
  mimeType: string;
  pageCount: number | null;
  metadata: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  status: Generated<DocumentStatus>;
  processingStage: ProcessingStage | null;
  failureReason: string | null;
  /** Whether Retry can fix the failure; false when the same file would fail the same way again. */
  failureRetryable: Generated<boolean>;
  documentType: DocumentType | null;
  analysisParameters: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  analysis: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  content: string | null;
  riskLevel: RiskLevel | null;
  overallGrade: string | null;
  overallScore: number | null;
  processingTimeMs: number | null;
  processingStartedAt: Date | null;
  completedAt: Date | null;
  isArchived: Generated<boolean>;
  /** Bumped by Retry so that the job ids of a new run differ from the failed run's. */
  pipelineAttempt: Generated<number>;
  /** A document still processing after this moment is failed by the reconciler. */
  processingDeadlineAt: Date | null;
  extractedAt: Date | null;
  /** When extraction sent the first page to OCR; a deletion refunds the month's upload only before it. */
  ocrStartedAt: Date | null;
  /** First day (UTC) of the month whose quota counted this document; null when none did. */
  usagePeriod: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  /** What extraction could not read, told to the owner (pages past the plan's OCR limit); null when all was read. */
  extractionWarning: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export const PAGE_TEXT_SOURCES = ['text', 'ocr'] as const;
export type PageTextSource = (typeof PAGE_TEXT_SOURCES)[number];

/** A word read by OCR: its text and [left, top, right, bottom] as fractions of the page from its top-left corner. */
export interface StoredOcrWord {
  text: string;
  box: [number, number, number, number];
}

export interface DocumentPagesTable {
  documentId: number;
  pageNumber: number;
  text: string;
  /** 'ocr' when the page had no text layer and its text was read from its picture. */
  source: Generated<PageTextSource>;
  /** An OCR page's words in the order of `text`, for highlighting; null for text-layer pages. */
  ocrWords: ColumnType<StoredOcrWord[] | null, string | null | undefined, string | null>;
}

export const QUESTION_STATUSES = ['pending', 'answered', 'failed'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/**
 * A question asked about a document (Ask AI); `answer` is the engine's verified result, null while
 * pending. It is about an uploaded document or a generated draft: exactly one of the two ids is set.
 */
export interface QuestionsTable {
  id: Generated<string>;
  documentId: ColumnType<number | null, number | undefined, never>;
  generatedDocumentId: ColumnType<number | null, number | undefined, never>;
  userId: string;
  question: string;
  answer: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  status: Generated<QuestionStatus>;
  createdAt: CreatedAt;
  answeredAt: Date | null;
}

/** A writing-checker rule the user chose to ignore in one document; its corrections are hidden there. */
export interface IgnoredWritingRulesTable {
  documentId: number;
  ruleId: string;
  createdAt: CreatedAt;
}

export interface MonthlyUsageTable {
  userId: string;
  /** First day of the calendar month (UTC). */
  period: ColumnType<Date, string | Date, string | Date>;
  uploads: Generated<number>;
  generations: Generated<number>;
}

export const GENERATED_DOCUMENT_STATUSES = ['generating', 'draft', 'failed'] as const;
export type GeneratedDocumentStatus = (typeof GENERATED_DOCUMENT_STATUSES)[number];

export interface GeneratedDocumentsTable {
  id: Generated<number>;
  ownerId: string;
  title: string;
  /** What the user asked for, as typed ("Non-Disclosure Agreement"). */
  documentType: string;
  /** The template that wrote it; null for a type no template knows, or a document saved as new. */
  templateId: string | null;
  parameters: ColumnType<Record<string, string>, string, string>;
  /** Sanitised HTML. */
  generatedContent: Generated<string>;
  notes: Generated<string>;
  status: Generated<GeneratedDocumentStatus>;
  failureReason: string | null;
  isArchived: Generated<boolean>;
  /** The role the last "Analyze" read the document from. */
  analysisRole: string | null;
  analysis: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  riskLevel: RiskLevel | null;
  /** First day (UTC) of the month whose quota counted this generation; null when none did. */
  usagePeriod: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** The Yjs state of a generated document edited together; absent until collaboration first loads it. */
export interface GeneratedDocumentCollaborationTable {
  generatedDocumentId: number;
  state: Uint8Array;
  updatedAt: UpdatedAt;
}

export type ShareRole = ShareRoleId;

/** Another user's access to an owner's generated document, until the owner revokes it. */
export interface GeneratedDocumentSharesTable {
  generatedDocumentId: number;
  userId: string;
  role: ShareRole;
  createdAt: CreatedAt;
}

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export type PaidPlan = Exclude<Plan, 'free'>;
export type PaymentsProviderId = 'local' | 'stripe';

export interface CheckoutSessionsTable {
  id: string;
  userId: string;
  plan: PaidPlan;
  billingInterval: BillingInterval;
  provider: PaymentsProviderId;
  status: Generated<'open' | 'complete'>;
  subscriptionId: string | null;
  createdAt: CreatedAt;
  completedAt: Date | null;
}

/** The local test provider's subscriptions: what Stripe keeps on its side when Stripe is used. */
export interface LocalSubscriptionsTable {
  id: string;
  userId: string;
  plan: PaidPlan;
  billingInterval: BillingInterval;
  status: Generated<'active' | 'canceled'>;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BillingEventsTable {
  id: string;
  type: string;
  subscriptionId: string | null;
  receivedAt: CreatedAt;
}

export const REFERRAL_STATUSES = ['pending', 'completed', 'credited'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export interface ReferralsTable {
  id: Generated<number>;
  referrerId: string;
  referredEmail: string;
  status: Generated<ReferralStatus>;
  creditAmount: Decimal;
  planUpgradedTo: PaidPlan | null;
  createdAt: CreatedAt;
  completedAt: Date | null;
  creditedAt: Date | null;
  /** Keyed hash of the referred address (rewardedAddressHash in the gateway); null on referrals older than it. */
  referredAddressHash: string | null;
}

/** Addresses whose referral was credited, by keyed hash only: an address earns its referrer credit once ever. */
export interface RewardedReferralAddressesTable {
  addressHash: string;
  rewardedAt: Generated<Date>;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  userId: string;
  amount: Decimal;
  reason: string;
  referralId: number | null;
  /** When the credit reached the provider's record (Stripe's customer balance); null until then. */
  providerAppliedAt: Date | null;
  createdAt: CreatedAt;
}

export const FEEDBACK_KINDS = ['cancel_subscription', 'delete_account'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** Why people cancel or leave, kept without anything that identifies them. */
export interface AccountFeedbackTable {
  id: Generated<number>;
  kind: FeedbackKind;
  reason: string;
  comments: Generated<string>;
  plan: Plan;
  createdAt: CreatedAt;
}

/** A manual change the admin made to an account; kept after either account is deleted. */
export interface AdminAuditLogTable {
  id: Generated<number>;
  actorId: string;
  actorEmail: string;
  action: string;
  targetUserId: string;
  /** Null when the account was deleted: the log keeps no address of a person who left. */
  targetEmail: string | null;
  before: ColumnType<Record<string, unknown>, string, never>;
  after: ColumnType<Record<string, unknown>, string, never>;
  createdAt: CreatedAt;
}

/**
 * Counts kept by triggers as rows change (migration 0020): `counted` names a table or a table's
 * column ('documents.status'), `value` the column's value ('' for a whole table's count).
 */
export interface RowCountsTable {
  counted: string;
  value: string;
  /** bigint: the driver answers it as text. */
  count: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  emailTokens: EmailTokensTable;
  documents: DocumentsTable;
  documentPages: DocumentPagesTable;
  questions: QuestionsTable;
  ignoredWritingRules: IgnoredWritingRulesTable;
  monthlyUsage: MonthlyUsageTable;
  generatedDocuments: GeneratedDocumentsTable;
  generatedDocumentCollaboration: GeneratedDocumentCollaborationTable;
  generatedDocumentShares: GeneratedDocumentSharesTable;
  checkoutSessions: CheckoutSessionsTable;
  localSubscriptions: LocalSubscriptionsTable;
  billingEvents: BillingEventsTable;
  referrals: ReferralsTable;
  rewardedReferralAddresses: RewardedReferralAddressesTable;
  creditLedger: CreditLedgerTable;
  accountFeedback: AccountFeedbackTable;
  adminAuditLog: AdminAuditLogTable;
  bulkUploads: BulkUploadsTable;
  bulkUploadFiles: BulkUploadFilesTable;
  bulkCells: BulkCellsTable;
  rowCounts: RowCountsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type EmailToken = Selectable<EmailTokensTable>;
export type Document = Selectable<DocumentsTable>;
export type NewDocument = Insertable<DocumentsTable>;
export type DocumentUpdate = Updateable<DocumentsTable>;
export type DocumentPage = Selectable<DocumentPagesTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type GeneratedDocument = Selectable<GeneratedDocumentsTable>;
export type CheckoutSession = Selectable<CheckoutSessionsTable>;
export type LocalSubscription = Selectable<LocalSubscriptionsTable>;
export type Referral = Selectable<ReferralsTable>;
export type AdminAuditEntry = Selectable<AdminAuditLogTable>;
export type BulkUpload = Selectable<BulkUploadsTable>;
export type BulkUploadFile = Selectable<BulkUploadFilesTable>;
export type BulkCell = Selectable<BulkCellsTable>;

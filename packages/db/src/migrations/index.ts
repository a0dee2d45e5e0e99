import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';
import * as documents from './0002-documents';
import * as pipeline from './0003-pipeline';
import * as failureRetryable from './0004-failure-retryable';
import * as documentUsagePeriod from './0005-document-usage-period';
import * as billing from './0006-billing';
import * as questions from './0007-questions';
import * as generatedDocuments from './0008-generated-documents';
import * as bulkUploads from './0009-bulk-uploads';
import * as admin from './0010-admin';
import * as stripeCredit from './0011-stripe-credit';
import * as collaboration from './0012-collaboration';
import * as ocrPages from './0013-ocr-pages';
import * as paymentPastDue from './0014-payment-past-due';
import * as referralRewards from './0015-referral-rewards';
import * as documentOcrStarted from './0016-document-ocr-started';
import * as subscriptionBillingDetails from './0017-subscription-billing-details';
import * as generatedDocumentQuestions from './0018-generated-document-questions';
import * as ignoredWritingRules from './0019-ignored-writing-rules';
import * as rowCounts from './0020-row-counts';
import * as accountChangeNotices from './0021-account-change-notices';

/** Every migration, in order. Listed explicitly so that bundlers and tests see the same set. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-documents': documents,
  '0003-pipeline': pipeline,
  '0004-failure-retryable': failureRetryable,
  '0005-document-usage-period': documentUsagePeriod,
  '0006-billing': billing,
  '0007-questions': questions,
  '0008-generated-documents': generatedDocuments,
  '0009-bulk-uploads': bulkUploads,
  '0010-admin': admin,
  '0011-stripe-credit': stripeCredit,
  '0012-collaboration': collaboration,
  '0013-ocr-pages': ocrPages,
  '0014-payment-past-due': paymentPastDue,
  '0015-referral-rewards': referralRewards,
  '0016-document-ocr-started': documentOcrStarted,
  '0017-subscription-billing-details': subscriptionBillingDetails,
  '0018-generated-document-questions': generatedDocumentQuestions,
  '0019-ignored-writing-rules': ignoredWritingRules,
  '0020-row-counts': rowCounts,
  '0021-account-change-notices': accountChangeNotices,
};

import { ANALYSIS_TYPES, errorResponseSchema, PAID_PLAN_IDS, PLANS } from '@doclens/api';
import type { AppConfig } from '@doclens/config';
import { z } from 'zod';

export interface UploadDocumentationSettings {
  limits: AppConfig['auth'];
  claimCookieName: string;
}

const mb = (plan: keyof typeof PLANS) => `${PLANS[plan].maxFileSizeMb} MB`;

/** "a visitor or a free account 2 MB, pro 10 MB, enterprise 50 MB", from the plans themselves. */
function sizeCaps(): string {
  return [`a visitor or a free account ${mb('free')}`, ...PAID_PLAN_IDS.map((plan) => `${plan} ${mb(plan)}`)].join(
    ', ',
  );
}

function monthlyQuotas(): string {
  return Object.entries(PLANS)
    .map(([plan, { monthlyDocuments }]) => `${plan} ${monthlyDocuments ?? 'unlimited'}`)
    .join(', ');
}

/**
 * What `/api/docs` says of `POST /api/upload`: the form it reads, the caps it applies and the
 * claim cookie a client without an account must keep. Built from the plans and the configured
 * rate limits, so the document states the limits this deployment applies.
 */
export function uploadDocumentation({ limits, claimCookieName }: UploadDocumentationSettings) {
  const errorBody = (description: string) => errorResponseSchema.describe(description);
  return {
    description: [
      'Send a multipart form with one PDF in the `file` field and, optionally, its `documentType`.',
      `Size caps by plan: ${sizeCaps()}. Documents a month by plan: ${monthlyQuotas()}.`,
      'Signed in (session cookie): the document is the account’s. Without a session the answer sets the claim ' +
        `cookie \`${claimCookieName}\`; send it back to read the document (\`GET /api/documents/{documentId}\`), ` +
        'to choose its analysis (`POST /api/documents/{documentId}/analyze`) and with later uploads. Signing in with ' +
        'it moves these uploads into the account.',
      'With a `documentType` the analysis starts at once with that type’s default choices; without one the ' +
        'document waits (`status: pending`) for `POST /api/documents/{documentId}/analyze`. Either way, poll ' +
        '`GET /api/documents/{documentId}` until `status` is `completed` or `failed`.',
    ].join('\n\n'),
    multipartForm: z.object({
      file: z
        .file()
        .mime('application/pdf')
        .describe(`The PDF, one file; its first bytes must be %PDF-. At most ${sizeCaps()}.`),
      documentType: z
        .enum(ANALYSIS_TYPES)
        .optional()
        .describe('How to analyse it; an unknown value is ignored, as if none was sent'),
    }),
    errors: {
      400: errorBody('Not a PDF, an empty file, no `file` field, more than one file, or a form that cannot be read'),
      403: errorBody('The account’s documents for this month are used up (or a cross-site request)'),
      413: errorBody(`The file is over the uploader’s size cap: ${sizeCaps()}`),
      429: errorBody(
        `Over ${limits.uploadRateLimitPerMinute} uploads a minute for an account, or ${limits.anonymousUploadsPerHour} ` +
          'an hour for a visitor’s address; try again after the seconds in `retry-after`',
      ),
      503: errorBody('The queue or the object store is unavailable: nothing was stored; try again shortly'),
    },
  };
}

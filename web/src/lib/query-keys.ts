/**
 * Every react-query key of the web app, so that a feature refreshing what another shows (a retry
 * refreshing the dashboard, a plan change refreshing the session) names the same key without
 * importing that feature. The first element of a key is the URL the default fetcher GETs.
 */

export const authKeys = {
  user: ['/api/auth/user'] as const,
  emailVerification: (token: string) => ['/api/auth/verify-email', token] as const,
};

export const accountKeys = {
  subscriptionDetails: ['/api/subscription-details'] as const,
};

export const adminKeys = {
  analytics: ['/api/admin/analytics'] as const,
  /** The prefix of every page of the user list. */
  allUsers: ['/api/admin/users'] as const,
  users: (page: number, search: string) => ['/api/admin/users', page, search] as const,
};

export const dashboardKeys = {
  documents: ['/api/documents'] as const,
  stats: ['/api/dashboard/stats'] as const,
};

export const documentDashboardKeys = {
  // Spec part 2 §9: the dashboard fetches up to 1000 documents and pages them itself.
  documents: ['/api/documents?limit=1000'] as const,
};

export const documentKeys = {
  detail: (documentId: number) => [`/api/documents/${documentId}`] as const,
  parties: (documentId: number) => [`/api/documents/${documentId}/parties`] as const,
  ignoredWritingRules: (documentId: number) => [`/api/documents/${documentId}/ignored-writing-rules`] as const,
};

export const feedbackKeys = {
  captchaConfig: ['/api/recaptcha-site-key'] as const,
};

export const generatedDocumentKeys = {
  list: ['generated-documents'] as const,
  detail: (documentId: number) => ['generated-documents', documentId] as const,
  collaboration: (documentId: number) => ['generated-documents', documentId, 'collaboration'] as const,
  shares: (documentId: number) => ['generated-documents', documentId, 'shares'] as const,
  shared: ['generated-documents', 'shared'] as const,
};

export const generatorKeys = {
  settings: ['/api/generator-settings'] as const,
};

export const landingKeys = {
  preview: (documentId: number) => [`/api/documents/${documentId}/preview`] as const,
};

export const referralKeys = {
  code: ['/api/referrals/generate-code'] as const,
  list: ['/api/referrals/my-referrals'] as const,
  credit: ['/api/account/credit'] as const,
};

export const uploadKeys = {
  /** Not a URL: the answer is put together from several calls about documents tried before signing up. */
  triedDocument: (userId: string | undefined) => ['tried-before-sign-up', userId] as const,
};

/** Query keys of the auth feature; the first element is the URL the default fetcher would GET. */
export const authKeys = {
  user: ['/api/auth/user'] as const,
  emailVerification: (token: string) => ['/api/auth/verify-email', token] as const,
};

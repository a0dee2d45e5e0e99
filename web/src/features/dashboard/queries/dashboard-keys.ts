/** Query keys of the dashboard; the first element is the URL the default fetcher would GET. */
export const dashboardKeys = {
  documents: ['/api/documents'] as const,
  stats: ['/api/dashboard/stats'] as const,
};

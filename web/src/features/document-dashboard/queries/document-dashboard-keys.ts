/** Query keys of the Document Dashboard; the first element is the URL the default fetcher would GET. */
export const documentDashboardKeys = {
  // Spec part 2 §9: the dashboard fetches up to 1000 documents and pages them itself.
  documents: ['/api/documents?limit=1000'] as const,
};

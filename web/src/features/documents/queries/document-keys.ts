/** Query keys of the documents feature; the first element is the URL the default fetcher would GET. */
export const documentKeys = {
  detail: (documentId: number) => [`/api/documents/${documentId}`] as const,
};

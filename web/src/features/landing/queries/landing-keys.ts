import { documentPreviewUrl } from '../api/preview-api';

/** Query keys of the landing feature; the first element is the URL fetched. */
export const landingKeys = {
  preview: (documentId: number) => [documentPreviewUrl(documentId)] as const,
};

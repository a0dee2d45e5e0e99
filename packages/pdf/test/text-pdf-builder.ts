// The builder is shared with other workspaces' tests; existing imports keep this path.
export { buildTextPdf } from '@doclens/testing/text-pdf';

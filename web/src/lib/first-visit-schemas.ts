// The schemas of the answers a first visit can receive. Callers load this module with a dynamic
// import when the answer arrives, so zod, an eighth of the landing page's script, stays out of it.
export { documentPreviewSchema, uploadResponseSchema } from '@doclens/api';

import { z } from 'zod';

/**
 * Where a finding comes from: the 1-based page and the exact text quoted from that page, so the
 * viewer can jump to it and highlight it. The quote is always a verbatim substring of the page.
 */
export const evidenceSchema = z.object({
  page: z.number().int().min(1),
  quote: z.string().min(1),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** A passage of the document shown as an example (a strong bullet, an uncited claim…). */
export const quotedPassageSchema = z.object({
  text: z.string().min(1),
  evidence: evidenceSchema.optional(),
});
export type QuotedPassage = z.infer<typeof quotedPassageSchema>;

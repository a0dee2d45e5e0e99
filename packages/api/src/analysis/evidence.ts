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

/**
 * Long enough to show a clause in context, short enough to highlight on a page: a longer sentence
 * is quoted up to the last word that fits.
 */
export const MAX_QUOTE_LENGTH = 320;
/** How far short of the maximum a quote cut at a word boundary can end. */
const CUT_SLACK = 40;

/**
 * Whether a quote stops where the sentence goes on: it reaches the maximum length without a
 * sentence's closing punctuation. Readers are shown "…" so the quote does not read as complete.
 */
export function quoteIsCut(quote: string): boolean {
  const text = quote.trim();
  return text.length >= MAX_QUOTE_LENGTH - CUT_SLACK && !/[.!?;:]["'”’)\]]*$/u.test(text);
}

/** A passage of the document shown as an example (a strong bullet, an uncited claim…). */
export const quotedPassageSchema = z.object({
  text: z.string().min(1),
  evidence: evidenceSchema.optional(),
});
export type QuotedPassage = z.infer<typeof quotedPassageSchema>;

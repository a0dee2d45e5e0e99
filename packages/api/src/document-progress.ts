import { z } from 'zod';

const pageNumber = z.number().int().min(1);

/**
 * What the extraction worker records on its job while it reads a document (BullMQ job progress):
 * the page being read now, and whether its text is being recognised from its picture (OCR).
 */
export const readingProgressSchema = z.object({ page: pageNumber, pageCount: pageNumber, ocr: z.boolean() });
export type ReadingProgress = z.infer<typeof readingProgressSchema>;

/**
 * How far a processing document has come, read from its job: waiting behind other documents,
 * being read page by page (with an estimate once a few pages give the pace), being worked on, or
 * waiting to try again after a failed attempt. Estimates are rounded seconds, for "about …".
 */
export const documentProgressSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('queued'),
    ahead: z.number().int().min(0),
    /** Seconds until a worker should take it, from recent run times and the workers now busy; absent when unknown. */
    startsInSeconds: z.number().int().min(1).optional(),
  }),
  readingProgressSchema.extend({
    state: z.literal('reading'),
    /** Seconds the remaining pages should take at the pace of the pages read so far; absent before that pace is known. */
    secondsLeft: z.number().int().min(0).optional(),
  }),
  z.object({
    state: z.literal('working'),
    /** Seconds left at the recent run time of this step; absent when unknown or already longer than usual. */
    secondsLeft: z.number().int().min(1).optional(),
  }),
  z.object({ state: z.literal('retrying') }),
]);
export type DocumentProgress = z.infer<typeof documentProgressSchema>;

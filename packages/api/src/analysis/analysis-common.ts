import { z } from 'zod';

/** Fields and value types shared by the four analysis shapes. */

export const scoreSchema = z.number().int().min(0).max(100);

/** A share of something, from 0 to 1 (the web shows it ×100, rounded). */
export const fractionSchema = z.number().min(0).max(1);

export const levelSchema = z.enum(['high', 'medium', 'low']);
export type Level = z.infer<typeof levelSchema>;

/** Bullet lines, most important first; the preview shows the first three. */
export const summarySchema = z.array(z.string().min(1)).min(1);

/** Which engine produced the result; `fallbackReason` says why a local result replaced the model's. */
export const engineInfoSchema = z.object({
  provider: z.enum(['local', 'openai']),
  version: z.string().min(1),
  fallbackReason: z.string().optional(),
});
export type EngineInfo = z.infer<typeof engineInfoSchema>;

export const stringListSchema = z.array(z.string());

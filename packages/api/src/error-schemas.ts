import { z } from 'zod';

/**
 * The body of every refusal and failure the API answers (the gateway's error handler writes it):
 * one sentence meant for the person using the app, never internal details.
 */
export const errorResponseSchema = z.object({
  message: z.string().describe('What went wrong, in words meant for the user'),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

import OpenAI from 'openai';
import { UnusableAnswerError } from './unusable-answer-error';

/** Why the local engine answered instead, in words a user can read (stored in the result). */
export function fallbackReasonFor(error: unknown): string {
  if (error instanceof UnusableAnswerError) return error.reason;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'The AI model did not answer in time.';
  if (error instanceof OpenAI.APIConnectionError) return 'The AI model’s service could not be reached.';
  if (error instanceof OpenAI.RateLimitError)
    return 'The AI model’s service was busy (rate limited) after several tries.';
  if (error instanceof OpenAI.APIError && (error.status ?? 0) >= 500) {
    return `The AI model’s service failed (HTTP ${error.status}) after several tries.`;
  }
  if (error instanceof OpenAI.APIError) return `The AI model’s service refused the request (HTTP ${error.status}).`;
  return 'The AI model’s answer could not be used.';
}

import { z } from 'zod';
import { engineInfoSchema } from './analysis/analysis-common';
import { evidenceSchema } from './analysis/evidence';

/** Longest question accepted; a question is a sentence or two, not a document. */
export const MAX_QUESTION_LENGTH = 1000;

/** What the user asks about one document: non-empty after trimming (spec part 2 §5). */
export const askQuestionRequestSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'Please enter a question')
    .max(MAX_QUESTION_LENGTH, `A question has at most ${MAX_QUESTION_LENGTH} characters`),
});
export type AskQuestionRequest = z.infer<typeof askQuestionRequestSchema>;

/**
 * An answer to a question about a document. Every citation's quote is verbatim on its page (checked
 * before the answer is stored). With `found: false` the document does not seem to say; the
 * citations are then the closest passages, offered as related, never as the answer.
 */
export const answerResultSchema = z.object({
  answer: z.string().min(1),
  found: z.boolean(),
  citations: z.array(evidenceSchema),
  engine: engineInfoSchema,
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const QUESTION_STATUSES = ['pending', 'answered', 'failed'] as const;
export const questionStatusSchema = z.enum(QUESTION_STATUSES);
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

/** A question as listed under a document (spec part 2 §3: id, question, answer, createdAt). */
export const questionSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** The answer's text; null until the answer lands. */
  answer: z.string().nullable(),
  status: questionStatusSchema,
  found: z.boolean().nullable(),
  citations: z.array(evidenceSchema),
  engine: engineInfoSchema.nullable(),
  createdAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionListResponseSchema = z.object({ questions: z.array(questionSchema) });
export type QuestionListResponse = z.infer<typeof questionListResponseSchema>;

export const askQuestionResponseSchema = z.object({ question: questionSchema });
export type AskQuestionResponse = z.infer<typeof askQuestionResponseSchema>;

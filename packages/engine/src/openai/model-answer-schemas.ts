import {
  type AnalysisType,
  contractAnalysisSchema,
  cvAnalysisSchema,
  essayAnalysisSchema,
  otherAnalysisSchema,
} from '@doclens/api';
import { z } from 'zod';

/**
 * What the model is asked to write: the shared result schema of the type without the fields the
 * engine fills in itself (the type, the parameters the user chose, and which engine answered).
 */
const OMITTED = { documentType: true, analysisParameters: true, engine: true } as const;

const MODEL_ANSWER_SCHEMAS: Record<AnalysisType, z.ZodType<Record<string, unknown>>> = {
  contract: contractAnalysisSchema.omit(OMITTED),
  essay: essayAnalysisSchema.omit(OMITTED),
  cv: cvAnalysisSchema.omit(OMITTED),
  other: otherAnalysisSchema.omit(OMITTED),
};

export function modelAnswerSchema(documentType: AnalysisType): z.ZodType<Record<string, unknown>> {
  return MODEL_ANSWER_SCHEMAS[documentType];
}

/** Passages picked from one part of a long document, to analyse the whole from. */
export const passageSelectionSchema = z.object({
  passages: z.array(
    z.object({
      page: z.number().int().min(1),
      quote: z.string().min(1),
      note: z.string(),
    }),
  ),
});
export type PassageSelection = z.infer<typeof passageSelectionSchema>;

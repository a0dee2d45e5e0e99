import { z } from 'zod';
import { contractAnalysisSchema } from './contract-analysis';
import { cvAnalysisSchema } from './cv-analysis';
import { essayAnalysisSchema } from './essay-analysis';
import { otherAnalysisSchema } from './other-analysis';

/** Any finished analysis, told apart by `documentType`: what the worker stores and the web reads. */
export const analysisResultSchema = z.discriminatedUnion('documentType', [
  contractAnalysisSchema,
  essayAnalysisSchema,
  cvAnalysisSchema,
  otherAnalysisSchema,
]);
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** The result shape of one document type. */
export type AnalysisResultOf<Type extends AnalysisResult['documentType']> = Extract<
  AnalysisResult,
  { documentType: Type }
>;

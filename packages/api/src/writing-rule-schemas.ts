import { z } from 'zod';
import { writingRuleIdSchema } from './analysis/essay-analysis';
import { documentIdParamsSchema } from './document-schemas';

/** The writing rules the user chose to ignore in one document: their corrections are hidden there. */
export const ignoredWritingRulesResponseSchema = z.object({ ruleIds: z.array(writingRuleIdSchema) });
export type IgnoredWritingRulesResponse = z.infer<typeof ignoredWritingRulesResponseSchema>;

/** One writing rule of one document, in a route's path. */
export const documentWritingRuleParamsSchema = documentIdParamsSchema.extend({ ruleId: writingRuleIdSchema });

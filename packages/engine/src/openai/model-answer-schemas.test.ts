import { ANALYSIS_TYPES } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { modelAnswerSchema } from './model-answer-schemas';

describe('modelAnswerSchema', () => {
  it.each(ANALYSIS_TYPES)('gives the server a JSON Schema for %s without the fields the engine fills in', (type) => {
    const jsonSchema = z.toJSONSchema(modelAnswerSchema(type)) as { properties: Record<string, unknown> };
    expect(Object.keys(jsonSchema.properties)).toContain('summary');
    expect(Object.keys(jsonSchema.properties)).not.toContain('engine');
    expect(Object.keys(jsonSchema.properties)).not.toContain('analysisParameters');
  });
});

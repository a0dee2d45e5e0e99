import type { EngineSettings } from '../create-analysis-engine';
import { createLocalAnswerer } from './local-answerer';
import type { QuestionAnswerer } from './question-answerer';

/** The answerer for the configured provider (the same settings as the analysis engine). */
export function createQuestionAnswerer(_settings: EngineSettings): QuestionAnswerer {
  return createLocalAnswerer();
}

import { type GeneratorSettings, generatorSettingsSchema } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';

export const GENERATOR_SETTINGS_URL = '/api/generator-settings';

/** Whether this server's generator writes finished drafts or outlines to complete. */
export async function fetchGeneratorSettings(): Promise<GeneratorSettings> {
  return generatorSettingsSchema.parse(await apiJson<unknown>('GET', GENERATOR_SETTINGS_URL));
}

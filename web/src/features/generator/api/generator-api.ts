import { type GeneratedDocumentView, type GeneratorSettings, generatorSettingsSchema } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';
import { generatorKeys } from '../../../lib/query-keys';

/** Whether this server's generator writes finished drafts or outlines to complete. */
export async function fetchGeneratorSettings(): Promise<GeneratorSettings> {
  return generatorSettingsSchema.parse(await apiJson<unknown>('GET', generatorKeys.settings[0]));
}

/** Writes a draft of `documentType` from the user's details; it is listed among their generated documents. */
export function generateDocument(
  documentType: string,
  parameters: Record<string, string>,
): Promise<GeneratedDocumentView> {
  return apiJson('POST', '/api/generate-document', { documentType, parameters });
}

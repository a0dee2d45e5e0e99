import type { GenerationOutput } from './local/generation/generate-from-template';

export interface GenerateOptions {
  signal?: AbortSignal;
}

/** Writes a document from its type and the user's parameters (spec part 2 §3 generation request). */
export interface DocumentGenerator {
  generate(
    documentType: string,
    parameters: Record<string, string>,
    options?: GenerateOptions,
  ): Promise<GenerationOutput>;
}

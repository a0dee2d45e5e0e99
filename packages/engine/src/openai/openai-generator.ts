import { localDraftIsOutline } from '@doclens/api';
import type { EngineLogger } from '../ai-settings';
import type { DocumentGenerator, GenerateOptions } from '../document-generator-interface';
import { type GenerationOutput, generateFromTemplate } from '../local/generation/generate-from-template';
import { ChatJsonClient, type OpenAiConnection } from './chat-json-client';
import { fallbackReasonFor } from './fallback-reason';
import { blocksToHtml } from './generated-blocks-html';
import { generationAnswerSchema } from './generation-answer-schema';
import { generationMessages } from './generation-prompt';

export const DEFAULT_GENERATION_TIMEOUT_MS = 60_000;
export const DEFAULT_GENERATION_MAX_RETRIES = 2;

export interface OpenAiGeneratorOptions extends OpenAiConnection {
  logger?: EngineLogger;
}

/**
 * Generation by any server speaking the OpenAI Chat Completions API, with the local template's
 * draft as the guide. The answer is structured (title and blocks) and rendered by our own code to
 * the editor's allow-list. When the model gives no usable answer, the local draft is the document.
 */
export function createOpenAiGenerator(options: OpenAiGeneratorOptions): DocumentGenerator {
  const chat = ChatJsonClient.connect(options, {
    timeoutMs: DEFAULT_GENERATION_TIMEOUT_MS,
    maxRetries: DEFAULT_GENERATION_MAX_RETRIES,
  });
  return {
    async generate(documentType, parameters, generateOptions: GenerateOptions = {}): Promise<GenerationOutput> {
      const guide = generateFromTemplate(documentType, parameters);
      try {
        const answer = await chat.request({
          name: 'generated_document',
          schema: generationAnswerSchema,
          messages: generationMessages(documentType, parameters, guide),
          signal: generateOptions.signal,
        });
        // An agreement's title names the side it was drafted for (draftTitle); the model's would drop it.
        const title = localDraftIsOutline(guide.templateId) ? answer.title : guide.title;
        return { title, html: blocksToHtml(answer.blocks), templateId: guide.templateId };
      } catch (error) {
        generateOptions.signal?.throwIfAborted();
        options.logger?.warn(
          { err: error, fallbackReason: fallbackReasonFor(error) },
          'AI model answer unusable; generating with the local template',
        );
        return guide;
      }
    },
  };
}

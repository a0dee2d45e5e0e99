import { type GeneratorSettings, generatorSettingsSchema } from '@doclens/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../route-context';

/** GET /api/generator-settings: whether templates come out as finished drafts or as outlines to complete. */
export function generatorSettingsRoutes({ deps }: RouteContext): FastifyPluginAsyncZod {
  const settings: GeneratorSettings = { writesFullDrafts: deps.config.ai.provider === 'openai' };
  return async (app) => {
    app.get(
      '/api/generator-settings',
      {
        schema: {
          tags: ['generation'],
          summary: 'Whether the generator writes full drafts (OpenAI provider) or outlines to complete (local)',
          response: { 200: generatorSettingsSchema },
        },
      },
      async () => settings,
    );
  };
}

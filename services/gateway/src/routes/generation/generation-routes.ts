import { createAnalysisEngine } from '@doclens/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../route-context';
import { generateDocumentRoutes } from './generate-document-routes';
import { generatePdfRoutes } from './generate-pdf-routes';
import { generatedDocumentRoutes } from './generated-document-routes';

/** The generator's API (spec part 2 §7): generation, generated documents, PDF export. */
export function generationRoutes(context: RouteContext): FastifyPluginAsyncZod {
  const engine = createAnalysisEngine(context.deps.config.ai, { logger: context.deps.logger });
  return async (app) => {
    await app.register(generateDocumentRoutes(context));
    await app.register(generatedDocumentRoutes(context, engine));
    await app.register(generatePdfRoutes(context));
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CollaborationServer } from '../../collaboration/collaboration-server';
import type { RouteContext } from '../route-context';
import { generateDocumentRoutes } from './generate-document-routes';
import { generatePdfRoutes } from './generate-pdf-routes';
import { generatedDocumentQuestionRoutes } from './generated-document-question-routes';
import { generatedDocumentRoutes } from './generated-document-routes';
import { generatedDocumentSharingRoutes } from './generated-document-sharing-routes';
import { generatorSettingsRoutes } from './generator-settings-routes';

/** The generator's API (spec part 2 §7): generation, generated documents and Ask AI on them, PDF export, sharing. */
export function generationRoutes(context: RouteContext, collaboration: CollaborationServer): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(generatorSettingsRoutes(context));
    await app.register(generateDocumentRoutes(context));
    await app.register(generatedDocumentRoutes(context));
    await app.register(generatedDocumentQuestionRoutes(context));
    await app.register(generatePdfRoutes(context));
    await app.register(generatedDocumentSharingRoutes(context, collaboration));
  };
}

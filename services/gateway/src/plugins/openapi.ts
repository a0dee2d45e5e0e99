import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { documentOperation } from '../http/openapi-transform';

export interface OpenApiCookies {
  /** The session cookie's name (`__Host-` prefixed in production). */
  session: string;
  /** The anonymous uploader's claim cookie's name. */
  claim: string;
}

/** The OpenAPI document is generated from the routes' zod schemas and browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, cookies: OpenApiCookies): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'DocLens API',
        version: '1.0.0',
        description:
          'Document analysis, generation and billing. Every refusal and failure answers with a JSON body ' +
          '`{ "message": "…" }` written for the user. Calls from outside a browser send no `Origin` header ' +
          'and keep the cookies the API sets: the session cookie after sign-in, and the claim cookie after ' +
          'an upload without an account.',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: cookies.session,
            description: 'Set by `POST /api/auth/login`; sent back on every call of a signed-in user.',
          },
          claim: {
            type: 'apiKey',
            in: 'cookie',
            name: cookies.claim,
            description:
              'Set by the first `POST /api/upload` without a session. Send it back to read that upload ' +
              '(`GET /api/documents/{id}`) and to upload again; signing in with it moves its uploads into the account.',
          },
        },
      },
    },
    transform: documentOperation,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

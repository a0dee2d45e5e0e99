import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type ZodObject, z } from 'zod';
import { ERROR_BODY_JSON_SCHEMA, standardErrorResponses } from './standard-error-responses';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart form's fields, for the documentation only: the handler reads the form as a
     * stream (`request.parts()`), so nothing is validated against this schema.
     */
    multipartForm?: ZodObject;
  }
}

type JsonSchemaRecord = Record<string, unknown>;

/**
 * The OpenAPI document's view of a route: its zod schemas as JSON Schema (as
 * fastify-type-provider-zod converts them), its multipart form as the request body, and the
 * standard error answers it does not document itself. Only the document changes; the routes
 * validate and serialise with their own schemas.
 */
export const documentOperation: SwaggerTransform = (input) => {
  const original: FastifySchema = input.schema ?? {};
  const { schema: converted, url } = jsonSchemaTransform({ ...input, schema: original });
  const { multipartForm, ...schema } = converted as FastifySchema & JsonSchemaRecord;
  if (schema.hide) return { schema, url };

  if (multipartForm) schema.body = z.toJSONSchema(multipartForm, { target: 'openapi-3.0', io: 'input' });
  const methods = Array.isArray(input.route.method) ? input.route.method : [input.route.method];
  const declared = { ...(schema.response as Record<string, unknown> | undefined) };
  const standard = standardErrorResponses({
    method: String(methods[0]),
    url: input.route.url,
    takesInput: Boolean(original.body ?? original.querystring ?? original.params ?? multipartForm),
    takesBody: Boolean(original.body ?? multipartForm),
    openToVisitors: (original.security ?? []).some((requirement) => Object.keys(requirement).length === 0),
  });
  for (const [code, description] of Object.entries(standard)) {
    declared[code] ??= { ...ERROR_BODY_JSON_SCHEMA, description };
  }
  return { schema: { ...schema, response: declared }, url };
};

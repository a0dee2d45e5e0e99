import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-errors';

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** One place that turns errors into `{ message }` bodies; details of unexpected failures stay in the logs. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [first] = error.validation;
      return reply.status(400).send({ message: first?.message ?? 'Invalid request.' });
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'request refused');
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500 || error.code === 'FST_ERR_RESPONSE_SERIALIZATION') {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE });
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type) are safe to show.
    return reply.status(statusCode).send({ message: error.message });
  });
}

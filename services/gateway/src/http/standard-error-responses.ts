import { errorResponseSchema } from '@doclens/api';
import { z } from 'zod';

/** What the documentation knows of a route: enough to tell which refusals it can meet. */
export interface DocumentedRoute {
  method: string;
  url: string;
  /** Whether it reads a body, a query string, path parameters or a multipart form. */
  takesInput: boolean;
  /** Whether it reads a request body (JSON or a multipart form). */
  takesBody: boolean;
  /** Whether its OpenAPI `security` lets a caller without a session in (an empty requirement, `{}`). */
  openToVisitors: boolean;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error body as JSON Schema, in the OpenAPI 3.0 dialect of the document. */
export const ERROR_BODY_JSON_SCHEMA = z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0', io: 'output' });

/**
 * The refusals that every gateway route can meet because of the plugins in front of it (the
 * error handler, the cross-site check, the rate limits, the session), by status code, with what
 * each means. A route documents its own refusals more precisely in its `response` schema; those
 * win over these.
 */
export function standardErrorResponses(route: DocumentedRoute): Record<string, string> {
  const errors: Record<string, string> = {
    500: 'An unexpected failure on the server; its log holds the details under the request id sent back in `x-request-id`',
  };
  if (!route.url.startsWith('/api/')) return errors;

  const changesState = STATE_CHANGING.has(route.method);
  const namesAnItem = route.url.includes(':');
  if (route.takesInput) errors[400] = 'The request is invalid; the message names the first problem found';
  if (!route.openToVisitors)
    errors[401] = 'Not signed in, or the session has ended (where the operation needs an account)';
  errors[403] = changesState
    ? 'Refused: a cross-site request, or the plan, the role or this month’s quota does not allow it'
    : 'Refused: the plan or the role does not allow it';
  if (namesAnItem) errors[404] = 'No such item, or it is not yours (the answer does not say which)';
  if (namesAnItem && changesState) errors[409] = 'The item is not in a state that allows this';
  if (route.takesBody) errors[413] = 'The request body is over its limit (1 MB for a JSON body)';
  errors[429] = 'Too many requests; try again after the seconds in the `retry-after` header';
  errors[503] = 'A service it needs (database, queue or object store) is unavailable; try again shortly';
  return errors;
}

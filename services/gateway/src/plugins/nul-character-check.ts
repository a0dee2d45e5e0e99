import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-errors';

const NUL = '\u0000';

/** The answer to a request whose text holds U+0000, naming where it was found. */
export function nulCharacterMessage(field: string): string {
  return `${field} contains a NUL character, which is not allowed. Remove it and try again.`;
}

/** The path of the first string (or object key) holding U+0000, or undefined when there is none. */
export function findNulCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return here;
      const found = findNulCharacter(item, here);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Refuses U+0000 in JSON bodies, query strings and path parameters of every route, before any
 * schema or handler sees them. Postgres cannot store it in text or jsonb, so letting it through
 * turned an ordinary typo-like input into a 500; one check here covers every field, present and
 * future. Multipart forms are not parsed yet at this point (their routes stream them), so their
 * readers must clean or refuse their own text: see docs/decisions.md, issue 31 item 10.
 */
export function registerNulCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findNulCharacter(request.params, '') ??
      findNulCharacter(request.query, '') ??
      (request.isMultipart() ? undefined : findNulCharacter(request.body, ''));
    if (field !== undefined) throw new HttpError(400, nulCharacterMessage(field || 'The request'));
  });
}

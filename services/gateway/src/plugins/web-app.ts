import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DocLens</title></head>
<body><h1>DocLens</h1><p>The API is running. The web app has not been built yet: run <code>npm run build:web</code>.</p></body></html>`;

/**
 * Serves the built React app from the same origin as the API. Every unknown GET for a page (not
 * an API call, not a file) gets index.html so that client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const root = resolve(webDistDir);
  const built = existsSync(resolve(root, 'index.html'));
  if (built) await app.register(fastifyStatic, { root, wildcard: false, index: false });

  const sendIndex = (reply: FastifyReply) =>
    built
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) return sendIndex(reply);
    return reply.status(404).send({ message: `Route ${request.method} ${pathOf(request)} not found` });
  });
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

function isPageRequest(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return request.method === 'GET' && !path.startsWith('/api/') && !/\.\w+$/.test(path);
}

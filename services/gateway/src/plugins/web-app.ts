import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { escapeHtml } from '@doclens/api';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DocLens</title></head>
<body><h1>DocLens</h1><p>The API is running. The web app has not been built yet: run <code>npm run build:web</code>.</p></body></html>`;

/** Settings of this deployment the page needs before any API call (the footer's support address). */
export interface WebAppSettings {
  supportEmail: string;
}

/**
 * Serves the built React app from the same origin as the API. Every unknown GET for a page (not
 * an API call, not a file) gets index.html so that client-side routes survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  settings: WebAppSettings,
): Promise<void> {
  const root = resolve(webDistDir);
  const indexPath = resolve(root, 'index.html');
  const indexPage = existsSync(indexPath) ? withSettings(readFileSync(indexPath, 'utf8'), settings) : NOT_BUILT_PAGE;
  if (indexPage !== NOT_BUILT_PAGE) await app.register(fastifyStatic, { root, wildcard: false, index: false });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexPage);

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) return sendIndex(reply);
    return reply.status(404).send({ message: `Route ${request.method} ${pathOf(request)} not found` });
  });
}

/** The page's settings meta tags carry this deployment's values (HTML-escaped). */
export function withSettings(page: string, settings: WebAppSettings): string {
  return page.replace(
    /<meta name="support-email" content="[^"]*"\s*\/?>/u,
    `<meta name="support-email" content="${escapeHtml(settings.supportEmail)}" />`,
  );
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

function isPageRequest(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return request.method === 'GET' && !path.startsWith('/api/') && !/\.\w+$/.test(path);
}

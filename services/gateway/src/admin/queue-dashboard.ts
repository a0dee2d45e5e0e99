import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { type JobProducer, QUEUE_NAMES } from '@doclens/queue';
import type { FastifyInstance } from 'fastify';

export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';

/** Payload keys that name no person and hold no secret: ids, attempts, kinds and request ids. */
const SHOWN_KEY = /^(?:\w*Id|attempt|kind|cause|reason)$/;
const HIDDEN = '[hidden]';

export const DASHBOARD_WRITE_REFUSED_MESSAGE =
  'The queue dashboard is read-only: retry, pause and resume are on the admin page';

/**
 * What the dashboard shows of a job's payload. Only the keys above pass, and only as numbers,
 * booleans or short strings; anything else (a feedback message, an address, a file name, a
 * payload added later with a new field) shows as hidden. Return values are hidden whole.
 */
export function sanitisedJobData(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return HIDDEN;
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([key, value]) => {
      const plain =
        typeof value === 'number' ||
        typeof value === 'boolean' ||
        (typeof value === 'string' && value.length <= 200 && !value.includes('@'));
      return [key, SHOWN_KEY.test(key) && plain ? value : HIDDEN];
    }),
  );
}

/** bull-board's page links web fonts from another origin; the product runs offline, so the system fonts serve. */
function withoutRemoteStylesheets(html: string): string {
  return html.replace(/<link\b[^>]*\bhref="https?:\/\/[^"]*"[^>]*>\s*/gu, '');
}

/**
 * A way back to the admin page, which holds the queue actions, on every page of the dashboard.
 * bull-board's own "misc links" hide in an unlabelled menu, so the link is added to the page,
 * fixed in a corner where it covers none of the board's controls.
 */
const BACK_LINK =
  '<a href="/admin" style="position:fixed;right:16px;bottom:16px;z-index:1000;padding:8px 14px;' +
  'border-radius:6px;background:#1d4ed8;color:#fff;font:500 14px system-ui,sans-serif;text-decoration:none">' +
  '← Back to DocLens admin</a>';

function withBackLink(html: string): string {
  return html.replace(/<body\b[^>]*>/u, (body) => `${body}\n${BACK_LINK}`);
}

/**
 * bull-board for every queue of the product, read-only: counts per state, a failed job's reason
 * and stack. bull-board can only show all of its actions or none, and most of them (adding jobs,
 * editing a job's data, emptying or obliterating a queue) stay with operators, so it shows none;
 * retry, pause and resume are on the admin page (queue-action-routes.ts). Every write that reaches
 * the dashboard is refused. It is registered inside the admin scope, whose guard runs first.
 */
export async function registerQueueDashboard(app: FastifyInstance, jobs: JobProducer): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  const queues = QUEUE_NAMES.map((name) => {
    const adapter = new BullMQAdapter(jobs.queue(name), { readOnlyMode: true });
    adapter.setFormatter('data', sanitisedJobData);
    adapter.setFormatter('returnValue', (value: unknown) => (value === undefined || value === null ? value : HIDDEN));
    return adapter;
  });
  createBullBoard({
    queues,
    serverAdapter,
    // The documentation link leads to another site; the product's pages work offline.
    options: { uiConfig: { boardTitle: 'DocLens queues', hideDocsLink: true } },
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      return reply.code(403).send({ message: DASHBOARD_WRITE_REFUSED_MESSAGE });
    });
    scope.addHook('onSend', async (_request, reply, payload) =>
      typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').includes('text/html')
        ? withBackLink(withoutRemoteStylesheets(payload))
        : payload,
    );
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}

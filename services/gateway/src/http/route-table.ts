import type { FastifyInstance } from 'fastify';

export interface RouteTableEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as it was added; tests walk it so that no `:id` route escapes a check. */
    routeTable: readonly RouteTableEntry[];
  }
}

/** Must run before any route is added: `onRoute` only sees routes added after it. */
export function collectRouteTable(app: FastifyInstance): void {
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routeTable.push({ method, url: route.url });
  });
}

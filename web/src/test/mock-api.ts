import type { PlanId, PublicUser } from '@doclens/api';
import { vi } from 'vitest';

export type ApiHandler = (request: { url: URL; init: RequestInit | undefined }) => Response | Promise<Response>;

/** Replaces fetch with handlers keyed 'METHOD /path'; anything unhandled answers 404. */
export function mockApi(routes: Record<string, ApiHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler({ url, init }) : new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const signedOut: ApiHandler = () => new Response('Unauthorized', { status: 401 });

export function aUser(plan: PlanId = 'free', overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: '5d9c2a5e-1d1f-4b6f-8f11-0a0b0c0d0e0f',
    name: 'Ada Lovelace',
    firstName: 'Ada',
    email: 'ada@example.com',
    emailVerified: true,
    plan,
    role: 'user',
    profileImageUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    subscriptionEndDate: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    accountCredit: '0.00',
    documentsProcessed: 0,
    ...overrides,
  };
}

/** The body a handler received, parsed. */
export function jsonBodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

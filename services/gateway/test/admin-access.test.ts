import { findUserById } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, createAdminHarness } from './admin-harness';
import { uniqueEmail } from './gateway-harness';

/** Who may call the admin API: every admin route, found from the app's own route table. */

/** Plan-update calls live outside /api/admin/ (spec part 2 §7) and are admin-only all the same. */
const PLAN_UPDATE_ROUTES = ['/api/update-plan', '/api/update-subscription-id', '/api/create-stripe-subscription'];
const KNOWN_ADMIN_ROUTES = [
  'GET /api/admin/analytics',
  'GET /api/admin/users',
  'DELETE /api/admin/users/:id',
  'POST /api/update-plan',
  'POST /api/update-subscription-id',
  'POST /api/create-stripe-subscription',
  'POST /api/admin/queue-actions/:queue/retry-failed',
  'POST /api/admin/queue-actions/:queue/pause',
  'POST /api/admin/queue-actions/:queue/resume',
];

let harness: AdminHarness['harness'];
let admin: AdminHarness['admin'];
let member: AdminHarness['member'];

beforeAll(async () => {
  ({ harness, admin, member } = await createAdminHarness());
});

afterAll(async () => {
  await harness?.dispose();
});

function adminRoutes(): { method: string; url: string }[] {
  return harness.app.routeTable.filter(
    ({ method, url }) => method !== 'HEAD' && (url.startsWith('/api/admin') || PLAN_UPDATE_ROUTES.includes(url)),
  );
}

describe('who may call the admin API', () => {
  it('refuses every admin and plan-update route to a signed-in non-admin (403) and a visitor (401)', async () => {
    await harness.app.ready();
    const routes = adminRoutes();
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(expect.arrayContaining(KNOWN_ADMIN_ROUTES));
    const victim = (await harness.createUser({ verified: true, email: uniqueEmail('victim') })).user;
    const body = { email: member.user.email, planType: 'enterprise', subscriptionId: 'sub_x', interval: 'month' };
    for (const { method, url } of routes) {
      const path = url.replace(/:\w+/g, victim.id).replace('*', 'api/queues');
      for (const [who, cookie, status] of [
        ['member', member.cookie, 403],
        ['visitor', undefined, 401],
      ] as const) {
        const response = await harness.api({ method: method as 'POST', url: path, cookie, body });
        expect(response.statusCode, `${who}: ${method} ${path} answered ${response.body}`).toBe(status);
      }
    }
    expect(await findUserById(harness.db, victim.id)).toBeDefined();
    expect((await findUserById(harness.db, member.user.id))?.plan).toBe('pro');
  });

  it('lets the admin in', async () => {
    const response = await harness.api({ url: '/api/admin/users', cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
  });
});

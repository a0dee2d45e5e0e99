import type { User } from '@doclens/db';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';
import { uniqueEmail } from './gateway-harness';

export interface AdminHarness {
  harness: DocumentsHarness;
  /** A verified admin, signed in. */
  admin: { user: User; cookie: string };
  /** A signed-in Pro member who is not an admin. */
  member: { user: User; cookie: string };
}

/** The gateway on a database of its own, with an admin and a non-admin member signed in. */
export async function createAdminHarness(): Promise<AdminHarness> {
  const harness = await createDocumentsHarness();
  const created = await harness.createUser({ verified: true, role: 'admin', email: uniqueEmail('admin') });
  const admin = { user: created.user, cookie: await harness.login(created.email, created.password) };
  return { harness, admin, member: await harness.signIn('pro') };
}

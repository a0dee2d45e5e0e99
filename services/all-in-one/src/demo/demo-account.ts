import { randomBytes } from 'node:crypto';
import { type Db, findUserByEmail, insertUser, type User, updateUser, writeUserPlan } from '@doclens/db';
import { hashPassword } from '@doclens/gateway';

/** A reserved domain (RFC 2606): no real person can own this address. */
export const DEMO_EMAIL = 'demo@example.com';
const DEMO_NAME = 'Dana Demo';

export interface DemoCredentials {
  user: User;
  email: string;
  password: string;
}

/**
 * The demo account, created on the first run: verified and on the enterprise plan so that every
 * screen is open to it. Each run gives it a new random password (printed once), so no password
 * that works on somebody's running instance is written in the repository.
 */
export async function prepareDemoAccount(db: Db): Promise<DemoCredentials> {
  const password = `demo-${randomBytes(9).toString('base64url')}`;
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  const account =
    existing ??
    (await insertUser(db, { email: DEMO_EMAIL, name: DEMO_NAME, passwordHash, role: 'user' })) ??
    (await findUserByEmail(db, DEMO_EMAIL));
  if (!account) throw new Error(`could not create ${DEMO_EMAIL}`);
  await updateUser(db, account.id, { passwordHash, emailVerified: true });
  // The plan alone, with no subscription: admin revenue figures count subscriptions only.
  const user = await writeUserPlan(db, account.id, { plan: 'enterprise' });
  if (!user) throw new Error(`${DEMO_EMAIL} disappeared while being prepared`);
  return { user, email: DEMO_EMAIL, password };
}

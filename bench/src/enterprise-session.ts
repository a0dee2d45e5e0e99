import { createDb, findUserByEmail, updateUser } from '@doclens/db';

export const BENCH_USER_EMAIL = 'bench@example.com';

/**
 * Registers a user through the API, makes it a verified enterprise account in the database (the
 * benchmark skips the email and the checkout) and signs in; returns the session cookie.
 */
export async function signInAsEnterprise(baseUrl: string, databaseUrl: string): Promise<string> {
  const email = BENCH_USER_EMAIL;
  const password = 'benchmark passphrase';
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/auth/register', { name: 'Bench Mark', email, password });
  const db = createDb({ url: databaseUrl, poolSize: 1 });
  try {
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error('registration did not create the benchmark user');
    await updateUser(db, user.id, { plan: 'enterprise', emailVerified: true });
  } finally {
    await db.destroy();
  }
  const login = await post('/api/auth/login', { email, password });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return cookie;
}

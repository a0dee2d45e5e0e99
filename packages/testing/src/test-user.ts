import { randomBytes } from 'node:crypto';
import { type Db, insertUser, type NewUser, type User } from '@doclens/db';

/**
 * A user stored straight in the database, for a worker's tests that never sign in: unless
 * `fields` names one, a fresh address made from `label` (`<label>-<random>@example.test`), and a
 * password hash no password matches. Anything else of the row comes from `fields`.
 */
export async function insertTestUser(
  db: Db,
  label: string,
  fields: Partial<Omit<NewUser, 'passwordHash'>> & Pick<NewUser, 'name'>,
): Promise<User> {
  const user = await insertUser(db, {
    ...fields,
    email: fields.email ?? `${label}-${randomBytes(5).toString('hex')}@example.test`,
    passwordHash: 'not-a-real-hash',
  });
  if (!user) throw new Error('test user was not inserted');
  return user;
}

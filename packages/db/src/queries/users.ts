import type { Kysely } from 'kysely';
import type { Database, NewUser, User, UserUpdate } from '../schema';

type Executor = Kysely<Database>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Executor, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/** Inserts a user unless the email is taken; returns undefined when it is. */
export async function insertUser(db: Executor, user: NewUser): Promise<User | undefined> {
  return db
    .insertInto('users')
    .values({ ...user, email: normalizeEmail(user.email) })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateUser(db: Executor, id: string, changes: UserUpdate): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

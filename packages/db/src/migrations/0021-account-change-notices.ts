import { type Kysely, sql } from 'kysely';

/**
 * A notice on the `account_changes` channel, carrying the user's id, whenever a user row changes
 * or goes, or a session of the user ends. The gateway keeps signed-in users for a few seconds and
 * forgets one the moment this arrives, whichever process made the change (a plan changed by the
 * billing worker, a sign-out on another replica). Statement triggers: one notice per user a
 * statement touched (Postgres also folds equal notices of one transaction into one).
 */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changes';

export async function up(db: Kysely<any>): Promise<void> {
  const channel = sql.lit(ACCOUNT_CHANGES_CHANNEL);
  await sql`
    create function notify_user_changes() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${channel}, changed.id::text) from (select distinct id from old_rows) as changed;
      return null;
    end
    $$`.execute(db);
  await sql`
    create function notify_ended_sessions() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${channel}, ended.user_id::text) from (select distinct user_id from old_rows) as ended;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger users_notify_update after update on users
    referencing old table as old_rows for each statement execute function notify_user_changes()`.execute(db);
  await sql`create trigger users_notify_delete after delete on users
    referencing old table as old_rows for each statement execute function notify_user_changes()`.execute(db);
  await sql`create trigger sessions_notify_delete after delete on sessions
    referencing old table as old_rows for each statement execute function notify_ended_sessions()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger sessions_notify_delete on sessions`.execute(db);
  await sql`drop trigger users_notify_delete on users`.execute(db);
  await sql`drop trigger users_notify_update on users`.execute(db);
  await sql`drop function notify_ended_sessions()`.execute(db);
  await sql`drop function notify_user_changes()`.execute(db);
}

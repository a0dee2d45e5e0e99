import type { Kysely } from 'kysely';

/**
 * The referral credit is paid once per address ever (issue 31, item 8). An address is remembered
 * by a keyed hash only, so the record survives the account's deletion without keeping the address;
 * each referral carries the hash of the address it names, so that crediting needs no key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rewarded_referral_addresses')
    .addColumn('address_hash', 'text', (col) => col.primaryKey())
    .addColumn('rewarded_at', 'timestamptz', (col) => col.notNull().defaultTo(db.fn('now')))
    .execute();
  await db.schema.alterTable('referrals').addColumn('referred_address_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('referrals').dropColumn('referred_address_hash').execute();
  await db.schema.dropTable('rewarded_referral_addresses').execute();
}

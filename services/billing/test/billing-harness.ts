import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { BillingOperations, type PaymentsProvider } from '@doclens/billing';
import type { AppConfig } from '@doclens/config';
import { type Db, findUserById, type User } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { createProducerConnection, JobProducer } from '@doclens/queue';
import { createTestConfig, createTestDatabase, createTestLogger, insertTestUser } from '@doclens/testing';

/** A test database, the billing operations over a payments provider, and the queues they use. */
export interface BillingHarness {
  config: AppConfig;
  db: Db;
  logger: Logger;
  provider: PaymentsProvider;
  billing: BillingOperations;
  producer: JobProducer;
  /** A user on the free plan with a fresh address. */
  /** A user inserted now; `email` for one whose address was referred before the account existed. */
  newUser(emailVerified?: boolean, email?: string): Promise<User>;
  /** The user's row as it is now. */
  reload(user: User): Promise<User>;
  /** Empties the billing and mail queues and releases everything the harness opened. */
  close(): Promise<void>;
}

export async function createBillingHarness<P extends PaymentsProvider>(options: {
  env?: Record<string, string>;
  provider: (config: AppConfig, db: Db) => P;
}): Promise<BillingHarness & { provider: P }> {
  const testDatabase = await createTestDatabase();
  const config = createTestConfig(testDatabase.url, options.env);
  const { db } = testDatabase;
  const logger = createTestLogger();
  const provider = options.provider(config, db);
  const connection = createProducerConnection(config.redis.url);
  const producer = new JobProducer(connection, config.redis.queuePrefix);
  return {
    config,
    db,
    logger,
    provider,
    billing: new BillingOperations({ db, provider, logger }),
    producer,
    newUser(emailVerified = true, email?: string) {
      return insertTestUser(db, 'payer', { name: 'Payer', emailVerified, email });
    },
    async reload(user) {
      const row = await findUserById(db, user.id);
      if (!row) throw new Error('user vanished');
      return row;
    },
    async close() {
      await producer.queue('billing').obliterate({ force: true });
      await producer.queue('mail').obliterate({ force: true });
      await producer.close();
      await connection.quit();
      await testDatabase.dispose();
      await rm(dirname(config.mail.dir), { recursive: true, force: true });
    },
  };
}

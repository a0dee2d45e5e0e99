import type { AppConfig } from '@doclens/config';
import type { Db } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import type { JobProducer } from '@doclens/queue';
import type { ObjectStore } from '@doclens/storage';
import type { Redis } from 'ioredis';

/** Everything the gateway talks to, created by the service and handed to the app. */
export interface GatewayDependencies {
  config: AppConfig;
  logger: Logger;
  db: Db;
  /** Fails fast while Redis is down (see createProducerConnection). */
  redis: Redis;
  jobs: JobProducer;
  storage: ObjectStore;
}

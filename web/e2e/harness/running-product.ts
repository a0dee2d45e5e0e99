import { type AllServices, startAllServices } from '@doclens/all-in-one';
import type { AppConfig } from '@doclens/config';
import { createTestConfig, createTestDatabase, createTestLogger, type TestDatabase } from '@doclens/testing';
import { freePort } from '@doclens/testing/free-port';
import { assertWebBuilt, webDistDir } from './web-dist';

export interface RunningProduct {
  baseUrl: string;
  config: AppConfig;
  database: TestDatabase;
  stop(): Promise<void>;
}

export interface RunningProductOptions {
  /**
   * Listen on a port chosen up front and make it the product's public address (APP_URL), for tests
   * that follow absolute links the product builds, such as the test checkout's URL.
   */
  ownAppUrl?: boolean;
  /** Settings as they would be given in the environment, such as ADMIN_EMAIL. */
  env?: Readonly<Record<string, string>>;
}

/** Every service as `npm start` wires them, serving the real web build, on this file's own database. */
export async function startRunningProduct(options: RunningProductOptions = {}): Promise<RunningProduct> {
  assertWebBuilt();
  const database = await createTestDatabase();
  const port = options.ownAppUrl ? await freePort() : 0;
  const config = createTestConfig(database.url, {
    ...(options.ownAppUrl ? { APP_URL: `http://127.0.0.1:${port}` } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST_DIR: webDistDir,
    // One browser makes many calls in a short time; the limits under test are the plan limits.
    UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
    ANONYMOUS_UPLOADS_PER_HOUR: '10000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  });
  const services: AllServices = await startAllServices(config, () => createTestLogger());
  return {
    baseUrl: services.gateway.url,
    config,
    database,
    async stop() {
      await services.stop();
      await database.dispose();
    },
  };
}

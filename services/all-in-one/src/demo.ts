import { loadConfig, loadEnvFile } from '@doclens/config';
import { prepareDatabase } from '@doclens/db';
import { createLogger } from '@doclens/logger';
import { seedDemoAccount } from './demo/demo-seeding';

/**
 * `npm run demo`: creates (or refreshes) the demo account with an analysed document of each type,
 * prints how to sign in, and exits. The services it needs run in this process on a free local
 * port, so it works before `npm start` and beside it.
 */
loadEnvFile();
const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' });
const logger = createLogger({ level: config.logLevel, format: config.logFormat, service: 'demo' });
if (config.isProduction) {
  logger.error('npm run demo makes an account with a printed password: it refuses to run with NODE_ENV=production');
  process.exit(1);
}

await prepareDatabase(config.database.url);
// The services' own lines (started, stopping) would bury the demo's; their warnings still show.
const seed = await seedDemoAccount(config, (service) =>
  service === 'demo' ? logger : createLogger({ level: 'warn', format: config.logFormat, service }),
);
const failed = seed.documents.filter((document) => document.status !== 'completed');
for (const document of failed) logger.error({ ...document }, `${document.file} was not analysed`);

process.stdout.write(
  [
    '',
    `Demo account ready: ${seed.documents.length - failed.length} of ${seed.documents.length} sample documents analysed.`,
    '  Start DocLens with `npm start`, open it and sign in with',
    `  email:    ${seed.email}`,
    `  password: ${seed.password}`,
    '  (every `npm run demo` sets a new password)',
    '',
  ].join('\n'),
);
process.exit(failed.length === 0 ? 0 : 1);

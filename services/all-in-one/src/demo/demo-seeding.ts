import type { AnalysisType } from '@doclens/api';
import type { AppConfig } from '@doclens/config';
import { createDb } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { startAllServices } from '../all-services';
import { prepareDemoAccount } from './demo-account';
import { DemoApiClient } from './demo-api-client';
import { SAMPLE_DOCUMENTS } from './sample-documents';

export interface DemoDocument {
  id: number;
  file: string;
  documentType: AnalysisType;
  status: string;
  failureReason: string | null;
}

export interface DemoSeed {
  email: string;
  password: string;
  documents: DemoDocument[];
}

export interface DemoSeedOptions {
  /** How long the analyses may take, all together. */
  timeoutMs?: number;
}

/**
 * `npm run demo`: the demo account with each sample document analysed. It runs every service in
 * this process (as `npm start` does) and uploads through the API, so the result is what a user's
 * own uploads would give. Samples the account already has, analysed, are not uploaded again.
 */
export async function seedDemoAccount(
  config: AppConfig,
  loggerOf: (service: string) => Logger,
  { timeoutMs = 180_000 }: DemoSeedOptions = {},
): Promise<DemoSeed> {
  const logger = loggerOf('demo');
  const db = createDb({ url: config.database.url, poolSize: 1 });
  const services = await startAllServices(config, loggerOf);
  try {
    const { email, password } = await prepareDemoAccount(db);
    const client = new DemoApiClient(services.gateway.url);
    await client.signIn(email, password);

    const analysed = new Map(
      (await client.documents())
        .filter((document) => document.status === 'completed' && document.documentType !== null)
        .map((document) => [`${document.originalName}:${document.documentType}`, document]),
    );
    const pending: { id: number; file: string; documentType: AnalysisType }[] = [];
    const documents: DemoDocument[] = [];
    for (const sample of SAMPLE_DOCUMENTS) {
      const { file, documentType } = sample;
      const done = analysed.get(`${file}:${documentType}`);
      if (done) {
        documents.push({ id: done.id, file, documentType, status: done.status, failureReason: done.failureReason });
        continue;
      }
      logger.info(`uploading ${file} as ${documentType}`);
      pending.push({ id: await client.uploadAndAnalyse(sample), file, documentType });
    }
    const deadline = Date.now() + timeoutMs;
    for (const { id, file, documentType } of pending) {
      const settled = await client.waitUntilSettled(id, Math.max(0, deadline - Date.now()));
      logger.info(`${file}: ${settled.status}`);
      documents.push({ id, file, documentType, status: settled.status, failureReason: settled.failureReason });
    }
    return { email, password, documents };
  } finally {
    await services.stop();
    await db.destroy();
  }
}

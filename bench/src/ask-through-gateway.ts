import type { Question } from '@doclens/api';
import { createDb, findUserByEmail, insertDocument, replaceDocumentPages } from '@doclens/db';
import type { DocumentPage } from '@doclens/engine';
import { BENCH_USER_EMAIL } from './enterprise-session';
import { startRunningSystem } from './running-system';

export interface GatewayAskTimes {
  /** The first question on the document (the worker builds its passage index and clause scores). */
  firstMs: number;
  /** Every later question, request sent to answer received. */
  times: number[];
  /** Answers that came back pending (the gateway stopped waiting) instead of answered. */
  pending: number;
}

/**
 * Ask AI as the user meets it: `POST /api/documents/{id}/ask` through the real gateway, answered by
 * the analysis worker in the same process (every service as `npm start` runs them), on real Postgres
 * and Redis. The document's pages are stored directly, as extraction would leave them.
 */
export async function askThroughGateway(
  pages: readonly DocumentPage[],
  questions: readonly string[],
  rounds: number,
): Promise<GatewayAskTimes> {
  const system = await startRunningSystem();
  const db = createDb({ url: system.databaseUrl, poolSize: 1 });
  try {
    const owner = await findUserByEmail(db, BENCH_USER_EMAIL);
    if (!owner) throw new Error('the benchmark user is missing');
    const document = await insertDocument(db, {
      ownerId: owner.id,
      anonymousClaimHash: null,
      originalName: 'fifty-page-contract.pdf',
      filename: 'fifty-page-contract.pdf',
      storageKey: 'documents/bench/fifty-page-contract.pdf',
      fileSize: 1,
      mimeType: 'application/pdf',
      pageCount: pages.length,
      status: 'completed',
      documentType: 'contract',
      analysisParameters: JSON.stringify({ role: 'client' }),
      extractedAt: new Date(),
    });
    await replaceDocumentPages(db, document.id, [...pages]);
    const ask = async (question: string): Promise<{ ms: number; answered: boolean }> => {
      const started = performance.now();
      const response = await fetch(`${system.baseUrl}/api/documents/${document.id}/ask`, {
        method: 'POST',
        headers: { cookie: system.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ question }),
      });
      if (!response.ok) throw new Error(`ask answered ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { question: Question };
      return { ms: performance.now() - started, answered: body.question.status === 'answered' };
    };
    const first = await ask(questions[0] as string);
    const times: number[] = [];
    let pending = first.answered ? 0 : 1;
    for (let round = 0; round < rounds; round++) {
      for (const question of questions) {
        const { ms, answered } = await ask(question);
        times.push(ms);
        if (!answered) pending++;
      }
    }
    return { firstMs: first.ms, times, pending };
  } finally {
    await db.destroy();
    await system.stop();
  }
}

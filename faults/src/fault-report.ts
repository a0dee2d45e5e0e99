import type { Document } from '@doclens/db';

/** What the gateway answered to one upload. */
export interface UploadOutcome {
  name: string;
  status: number;
  documentId?: number;
  message?: string;
}

/** The figures every scenario checks and prints. */
export interface FaultCounts {
  /** Upload requests sent. */
  uploaded: number;
  /** Answered 200 with a document id. */
  accepted: number;
  /** Answered 503: the service said it could not take the file right now. */
  refused: number;
  /** Any other answer (a 500, a hang cut off by the client): never expected. */
  unexpectedAnswers: string[];
  completed: number;
  failed: Record<string, number>;
  /** Accepted documents whose row is missing or still unfinished when the scenario gave up waiting. */
  lost: number;
  /** Rows that no accepted upload answered for (for example left by a refused upload). */
  orphanRows: number;
}

/** Counts what the scenario checks, and prints what it did and what it found. */
export class FaultReport {
  readonly #scenario: string;
  readonly #startedAt = Date.now();
  readonly #actions: string[] = [];
  #lostDocuments: string[] = [];
  readonly uploads: UploadOutcome[] = [];

  constructor(scenario: string) {
    this.#scenario = scenario;
  }

  /** Notes one step of the scenario, with the time since it started. */
  did(action: string): void {
    this.#actions.push(`${((Date.now() - this.#startedAt) / 1000).toFixed(1).padStart(6)} s  ${action}`);
  }

  recordUpload(outcome: UploadOutcome): UploadOutcome {
    this.uploads.push(outcome);
    return outcome;
  }

  acceptedIds(): number[] {
    return this.uploads.flatMap((upload) => (upload.documentId === undefined ? [] : [upload.documentId]));
  }

  /** Compares the uploads' answers with the document rows created since the scenario started. */
  count(allRows: Document[]): FaultCounts {
    const rows = allRows.filter((row) => row.createdAt.getTime() >= this.#startedAt);
    const accepted = new Set(this.acceptedIds());
    const rowsById = new Map(rows.map((row) => [row.id, row]));
    const failed: Record<string, number> = {};
    let completed = 0;
    let lost = 0;
    const lostDocuments: string[] = [];
    for (const id of accepted) {
      const row = rowsById.get(id);
      if (row?.status === 'completed') completed += 1;
      else if (row?.status === 'failed') {
        const reason = row.failureReason ?? '(no reason)';
        failed[reason] = (failed[reason] ?? 0) + 1;
      } else {
        lost += 1;
        lostDocuments.push(row ? `#${id} ${row.status} at stage ${row.processingStage}` : `#${id} (no row)`);
      }
    }
    this.#lostDocuments = lostDocuments;
    return {
      uploaded: this.uploads.length,
      accepted: accepted.size,
      refused: this.uploads.filter((upload) => upload.status === 503).length,
      unexpectedAnswers: this.uploads
        .filter((upload) => upload.status !== 200 && upload.status !== 503)
        .map((upload) => `${upload.name}: ${upload.status} ${upload.message ?? ''}`.trim()),
      completed,
      failed,
      lost,
      orphanRows: rows.filter((row) => !accepted.has(row.id)).length,
    };
  }

  /** Writes the scenario's steps and counts to stdout, where `npm run test:faults` shows them. */
  print(counts: FaultCounts, crashedServices: string[] = []): void {
    const failures = Object.entries(counts.failed).map(([reason, n]) => `${n} × "${reason}"`);
    const lines = [
      `── fault scenario: ${this.#scenario}`,
      ...this.#actions.map((action) => `   ${action}`),
      `   uploaded ${counts.uploaded} · accepted ${counts.accepted} · refused (503) ${counts.refused} · ` +
        `completed ${counts.completed} · failed ${failures.length === 0 ? 0 : failures.join(', ')} · ` +
        `lost ${counts.lost} · orphan rows ${counts.orphanRows}`,
      ...counts.unexpectedAnswers.map((answer) => `   unexpected answer: ${answer}`),
      ...this.#lostDocuments.map((document) => `   lost: document ${document}`),
      ...crashedServices.map((service) => `   crashed: ${service}`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

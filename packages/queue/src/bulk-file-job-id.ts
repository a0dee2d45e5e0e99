/** Which file of a bulk batch, at which of its attempts, a `process-bulk-file` job works on. */
export interface BulkFileRun {
  fileId: number;
  attempt: number;
}

const PREFIX = 'bulk-file-';
const PATTERN = /^bulk-file-(\d+)-(\d+)$/u;

/** The job id of one attempt at one file: a retry of the file is a new job, a repeat the same one. */
export function bulkFileJobId({ fileId, attempt }: BulkFileRun): string {
  return `${PREFIX}${fileId}-${attempt}`;
}

/**
 * The file and attempt of a `process-bulk-file` job, from its id or from the Redis key BullMQ
 * names a child by (`<prefix>:bulk:<job id>`; job ids hold no ':'); undefined for any other job.
 */
export function parseBulkFileJobId(idOrKey: string): BulkFileRun | undefined {
  const match = PATTERN.exec(idOrKey.slice(idOrKey.lastIndexOf(':') + 1));
  if (!match) return undefined;
  return { fileId: Number(match[1]), attempt: Number(match[2]) };
}

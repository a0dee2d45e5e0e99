import { describe, expect, it } from 'vitest';
import { bulkFileJobId, parseBulkFileJobId } from './bulk-file-job-id';
import { processBulkFile } from './job-catalogue';

describe('bulk file job ids', () => {
  it('names the job of a file by the file and its attempt, as the catalogue enqueues it', () => {
    const run = { bulkUploadId: 3, fileId: 41, attempt: 2, requestId: 'r' };
    expect(processBulkFile.jobId(run)).toBe(bulkFileJobId(run));
    expect(bulkFileJobId({ fileId: 41, attempt: 2 })).not.toBe(bulkFileJobId({ fileId: 41, attempt: 3 }));
  });

  it('reads the file and attempt back from the id or from the Redis key of the child job', () => {
    const id = bulkFileJobId({ fileId: 41, attempt: 2 });
    expect(parseBulkFileJobId(id)).toEqual({ fileId: 41, attempt: 2 });
    expect(parseBulkFileJobId(`{doclens}:bulk:${id}`)).toEqual({ fileId: 41, attempt: 2 });
  });

  it('reads nothing from the id of another job', () => {
    expect(parseBulkFileJobId('{doclens}:bulk:bulk-batch-3-first')).toBeUndefined();
    expect(parseBulkFileJobId('{doclens}:bulk:bulk-file-41')).toBeUndefined();
    expect(parseBulkFileJobId('{doclens}:bulk:other-bulk-file-41-2')).toBeUndefined();
  });
});

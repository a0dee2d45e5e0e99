import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { PlanId } from '@doclens/api';
import type { Document } from '@doclens/db';
import { isSafeObjectKey } from '@doclens/storage';
import type { LightMyRequestResponse } from 'fastify';
import { type CreatedUser, createGatewayHarness, type GatewayHarness, randomClientAddress } from './gateway-harness';

export interface MultipartFile {
  name: string;
  bytes: Buffer;
  contentType?: string;
  fieldName?: string;
}

export type MultipartPart = { field: string; value: string } | { file: MultipartFile };

export interface MultipartBody {
  payload: Buffer;
  contentType: string;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipartBody(parts: MultipartPart[]): MultipartBody {
  const boundary = `----doclens-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('field' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`));
      continue;
    }
    const { name, bytes, contentType = 'application/pdf', fieldName = 'file' } = part.file;
    chunks.push(
      Buffer.from(
        `Content-Disposition: form-data; name="${fieldName}"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Bytes that pass the gateway's PDF check: a PDF header followed by filler up to `size`. */
export function pdfLikeBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

export interface UploadRequest {
  file?: MultipartFile;
  /** Text fields, sent after the file unless `fieldsFirst`. */
  fields?: Record<string, string>;
  fieldsFirst?: boolean;
  cookie?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export interface QueuedJob {
  id: string | undefined;
  name: string;
  data: Record<string, unknown>;
}

export interface UploadHarness extends GatewayHarness {
  upload(request: UploadRequest): Promise<LightMyRequestResponse>;
  /** Every file under the storage folder (objects, sidecars, temp files), relative to it. */
  filesInStorage(): Promise<string[]>;
  /** The keys of the stored objects. */
  storedObjectKeys(): Promise<string[]>;
  storedBytes(key: string): Promise<Buffer>;
  documentRows(): Promise<Document[]>;
  extractionJobs(): Promise<QueuedJob[]>;
  monthlyUploads(userId: string): Promise<number>;
  setPlan(userId: string, plan: PlanId): Promise<void>;
  /** A new user, signed in through the real route; `plan` is set in the database. */
  signedInUser(plan?: PlanId): Promise<CreatedUser & { cookie: string }>;
}

const JOB_STATES = ['waiting', 'wait', 'delayed', 'prioritized', 'active', 'completed', 'failed'] as const;

export async function createUploadHarness(overrides: Record<string, string> = {}): Promise<UploadHarness> {
  const gateway = await createGatewayHarness(overrides);
  const { config, db, deps } = gateway;
  if (config.storage.driver !== 'local') throw new Error('upload tests expect the local storage driver');
  const storageDir = config.storage.dir;

  const filesInStorage = async () => {
    const entries = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(storageDir, join(entry.parentPath, entry.name)));
  };

  const setPlan = async (userId: string, plan: PlanId) => {
    await db.updateTable('users').set({ plan }).where('id', '=', userId).execute();
  };

  return {
    ...gateway,
    upload({ file, fields = {}, fieldsFirst = false, cookie, remoteAddress, headers = {} }) {
      const fieldParts = Object.entries(fields).map(([field, value]) => ({ field, value }));
      const fileParts = file ? [{ file }] : [];
      const { payload, contentType } = multipartBody(
        fieldsFirst ? [...fieldParts, ...fileParts] : [...fileParts, ...fieldParts],
      );
      return gateway.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        remoteAddress: remoteAddress ?? randomClientAddress(),
        headers: { ...headers, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      });
    },
    filesInStorage,
    async storedObjectKeys() {
      return (await filesInStorage()).filter((path) => isSafeObjectKey(path));
    },
    storedBytes: (key) => readFile(join(storageDir, key)),
    documentRows: () => db.selectFrom('documents').selectAll().orderBy('id').execute(),
    async extractionJobs() {
      const jobs = await deps.jobs.queue('extraction').getJobs([...JOB_STATES]);
      return jobs
        .filter((job) => job !== undefined)
        .map((job) => ({ id: job.id, name: job.name, data: job.data as Record<string, unknown> }));
    },
    async monthlyUploads(userId) {
      const rows = await db.selectFrom('monthlyUsage').select('uploads').where('userId', '=', userId).execute();
      return rows.reduce((sum, row) => sum + row.uploads, 0);
    },
    setPlan,
    async signedInUser(plan = 'free') {
      const created = await gateway.createUser();
      if (plan !== 'free') await setPlan(created.user.id, plan);
      return { ...created, cookie: await gateway.login(created.email, created.password) };
    },
    async dispose() {
      if (deps.redis.status === 'ready') {
        await deps.jobs
          .queue('extraction')
          .obliterate({ force: true })
          .catch(() => undefined);
      }
      await gateway.dispose();
    },
  };
}

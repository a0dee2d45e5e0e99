import { pipeline, type Readable } from 'node:stream';
import type { PlanId } from '@doclens/api';
import { newObjectKey, type ObjectStore, ObjectTooLargeError } from '@doclens/storage';
import type { FastifyBaseLogger } from 'fastify';
import { serviceUnavailable } from '../http/http-errors';
import { EmptyFileError, PdfSignatureGate } from './pdf-signature-gate';
import { emptyFile, fileTooLarge, notAPdf } from './upload-refusals';

export interface StoredPdf {
  storageKey: string;
  size: number;
}

export interface PdfUploadLimits {
  plan: PlanId;
  maxBytes: number;
}

/**
 * Streams an uploaded file into the object store under a fresh key, refusing it on the way when
 * its first bytes are not a PDF's, when it is empty or when it outgrows the plan's cap. The store
 * leaves nothing behind on any refusal, so a refused upload costs no storage.
 */
export async function storeUploadedPdf(
  storage: ObjectStore,
  file: Readable,
  limits: PdfUploadLimits,
  log: FastifyBaseLogger,
): Promise<StoredPdf> {
  const storageKey = newObjectKey('documents', { extension: 'pdf' });
  const gate = new PdfSignatureGate();
  // Failures travel to the store through the gate, which reports them; nothing to do here.
  pipeline(file, gate, () => undefined);
  try {
    const { size } = await storage.put(storageKey, gate, { contentType: 'application/pdf', maxBytes: limits.maxBytes });
    return { storageKey, size };
  } catch (error) {
    if (gate.rejection) throw gate.rejection instanceof EmptyFileError ? emptyFile() : notAPdf();
    if (error instanceof ObjectTooLargeError) throw fileTooLarge(limits.plan);
    // A broken request (malformed body, client gone) errors the file stream before the store
    // hears of it; a failing store only tears the file stream down afterwards.
    if (file.errored) throw file.errored;
    log.error({ err: error }, 'the object store failed to take an upload');
    throw serviceUnavailable();
  }
}

/** Removes a stored upload that will not become a document; a failure only leaves an orphan to log. */
export async function discardStoredPdf(
  storage: ObjectStore,
  storageKey: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await storage.delete(storageKey);
  } catch (error) {
    log.error({ err: error, storageKey }, 'could not delete a refused upload from the object store');
  }
}

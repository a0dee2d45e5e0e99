import { Transform, type TransformCallback } from 'node:stream';
import { hasPdfSignature, PDF_SIGNATURE_WINDOW_BYTES } from './pdf-signature';

export class NotAPdfError extends Error {
  override name = 'NotAPdfError';

  constructor() {
    super('The file has no PDF header in its first bytes');
  }
}

export class EmptyFileError extends Error {
  override name = 'EmptyFileError';

  constructor() {
    super('The file has no bytes');
  }
}

export type UploadContentError = NotAPdfError | EmptyFileError;

/**
 * Holds back the first bytes of a stream until they show a PDF header, then lets everything
 * through; fails the stream when they do not, or when it ends without a single byte. Nothing
 * reaches the object store before the header is confirmed.
 */
export class PdfSignatureGate extends Transform {
  #held: Buffer[] = [];
  #heldBytes = 0;
  #opened = false;
  #rejection: UploadContentError | undefined;

  /**
   * Set when the gate refused the stream. The store may report the failure with an error of its
   * own (an aborted multipart upload, say), so callers ask the gate what it decided.
   */
  get rejection(): UploadContentError | undefined {
    return this.#rejection;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.#opened) {
      callback(null, chunk);
      return;
    }
    this.#held.push(chunk);
    this.#heldBytes += chunk.length;
    if (this.#heldBytes < PDF_SIGNATURE_WINDOW_BYTES) {
      callback();
      return;
    }
    this.#decide(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.#opened) {
      callback();
      return;
    }
    if (this.#heldBytes === 0) {
      this.#reject(new EmptyFileError(), callback);
      return;
    }
    this.#decide(callback);
  }

  #decide(callback: TransformCallback): void {
    const head = Buffer.concat(this.#held);
    this.#held = [];
    if (!hasPdfSignature(head)) {
      this.#reject(new NotAPdfError(), callback);
      return;
    }
    this.#opened = true;
    callback(null, head);
  }

  #reject(error: UploadContentError, callback: TransformCallback): void {
    this.#rejection = error;
    callback(error);
  }
}

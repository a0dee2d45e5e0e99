import { Transform, type TransformCallback } from 'node:stream';
import { ObjectTooLargeError } from './object-store';

/** Passes bytes through, counting them, and fails the stream as soon as it grows past `maxBytes`. */
export class ByteCountingTransform extends Transform {
  #bytes = 0;
  #overflow: ObjectTooLargeError | undefined;
  readonly #maxBytes: number | undefined;

  constructor(maxBytes?: number) {
    super();
    if (maxBytes !== undefined && !(Number.isSafeInteger(maxBytes) && maxBytes >= 0)) {
      throw new RangeError(`maxBytes must be a non-negative integer, got ${maxBytes}`);
    }
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /**
   * Set once the limit was crossed. Drivers check it rather than the error they caught, because
   * a clean-up step failing afterwards (e.g. an unsupported multipart abort) may mask the original.
   */
  get overflow(): ObjectTooLargeError | undefined {
    return this.#overflow;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#bytes += chunk.length;
    if (this.#maxBytes !== undefined && this.#bytes > this.#maxBytes) {
      this.#overflow = new ObjectTooLargeError(this.#maxBytes);
      callback(this.#overflow);
      return;
    }
    callback(null, chunk);
  }
}

/**
 * Reads the Yjs update out of a Hocuspocus message, if it carries one, without applying it. The
 * layout is Hocuspocus's: the document name (varString), the message type (varUint) and, for a
 * sync message, the y-protocols sync type (varUint) and the update (varUint8Array).
 */

/** Hocuspocus message types that carry a y-protocols sync message (Sync and SyncReply). */
const SYNC_MESSAGE_TYPES = new Set([0, 4]);
/** y-protocols sync types that carry an update the server would apply (step 2 and update). */
const UPDATE_SYNC_TYPES = new Set([1, 2]);

class Reader {
  private position = 0;
  constructor(private readonly bytes: Uint8Array) {}

  varUint(): number {
    let value = 0;
    let multiplier = 1;
    for (;;) {
      const byte = this.bytes[this.position];
      if (byte === undefined) throw new RangeError('message ended inside a number');
      this.position += 1;
      value += (byte & 0x7f) * multiplier;
      if (byte < 0x80) return value;
      multiplier *= 0x80;
      if (multiplier > 2 ** 53) throw new RangeError('number too large');
    }
  }

  bytesOf(length: number): Uint8Array {
    if (this.position + length > this.bytes.length) throw new RangeError('message ended inside a field');
    const slice = this.bytes.subarray(this.position, this.position + length);
    this.position += length;
    return slice;
  }
}

/**
 * The update a message would apply to the document, or undefined for messages that change no
 * content (awareness, sync step 1, stateless…). A message too short for its own fields is
 * treated as carrying content, so the caller refuses it rather than let it through unread.
 */
export function yjsUpdateOf(message: Uint8Array): Uint8Array | undefined | 'malformed' {
  try {
    const reader = new Reader(message);
    reader.bytesOf(reader.varUint());
    if (!SYNC_MESSAGE_TYPES.has(reader.varUint())) return undefined;
    if (!UPDATE_SYNC_TYPES.has(reader.varUint())) return undefined;
    return reader.bytesOf(reader.varUint());
  } catch {
    return 'malformed';
  }
}

import type { FastifyRequest } from 'fastify';

/** Multipart framing around the file: boundaries, part headers, the type field. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads and discards what the client is still sending, up to the largest upload it may send, so
 * that a refusal it can do nothing about (a passing outage) reaches it as an answer rather than
 * as a connection reset in the middle of its upload. It stops reading past that size: the route's
 * error hook then closes the connection, as for any oversized upload.
 */
export async function drainUnreadBody(request: FastifyRequest, maxFileBytes: number): Promise<void> {
  const limit = maxFileBytes + FORM_OVERHEAD_BYTES;
  let received = 0;
  for await (const chunk of request.raw) {
    received += (chunk as Buffer).length;
    if (received > limit) return;
  }
}

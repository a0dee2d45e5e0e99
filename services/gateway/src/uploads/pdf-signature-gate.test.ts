import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { EmptyFileError, NotAPdfError, PdfSignatureGate } from './pdf-signature-gate';

/** A gate whose output is kept in `received`, and a way to stream chunks through it. */
function collectingGate() {
  const gate = new PdfSignatureGate();
  const received: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      received.push(chunk);
      callback();
    },
  });
  return { gate, received, run: (chunks: Buffer[]) => pipeline(Readable.from(chunks), gate, sink) };
}

async function throughGate(chunks: Buffer[]): Promise<{ output: Buffer; gate: PdfSignatureGate }> {
  const { gate, received, run } = collectingGate();
  await run(chunks);
  return { output: Buffer.concat(received), gate };
}

describe('PdfSignatureGate', () => {
  it('passes a PDF through byte for byte, even when the header arrives split across chunks', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 7)]);
    const chunks = [pdf.subarray(0, 2), pdf.subarray(2, 3), pdf.subarray(3, 700), pdf.subarray(700)];
    const { output, gate } = await throughGate(chunks);
    expect(output.equals(pdf)).toBe(true);
    expect(gate.rejection).toBeUndefined();
  });

  it('passes a small PDF that ends before 1024 bytes', async () => {
    const pdf = Buffer.from('%PDF-1.1\n%%EOF\n');
    expect((await throughGate([pdf])).output.equals(pdf)).toBe(true);
  });

  it('accepts a header that starts after some junk, within the first 1024 bytes', async () => {
    const pdf = Buffer.concat([Buffer.alloc(1019, 0x41), Buffer.from('%PDF-'), Buffer.alloc(100)]);
    expect((await throughGate([pdf])).output.equals(pdf)).toBe(true);
  });

  it('refuses a header that ends past the first 1024 bytes', async () => {
    const late = Buffer.concat([Buffer.alloc(1020, 0x41), Buffer.from('%PDF-'), Buffer.alloc(100)]);
    await expect(throughGate([late])).rejects.toBeInstanceOf(NotAPdfError);
  });

  it('refuses text and lets none of it through', async () => {
    const { gate, received, run } = collectingGate();
    await expect(run([Buffer.alloc(4096, 0x41)])).rejects.toBeInstanceOf(NotAPdfError);
    expect(gate.rejection).toBeInstanceOf(NotAPdfError);
    expect(received).toEqual([]);
  });

  it('refuses a short text file once it ends', async () => {
    await expect(throughGate([Buffer.from('hello')])).rejects.toBeInstanceOf(NotAPdfError);
  });

  it('calls a stream without bytes empty rather than not a PDF', async () => {
    await expect(throughGate([])).rejects.toBeInstanceOf(EmptyFileError);
  });
});

import { connect, type Socket } from 'node:net';

/**
 * A WebSocket client made of bare TCP bytes, to send what no well-behaved library sends: frames
 * a browser never writes, from a client that never finished a handshake the polite way.
 */

/** FIN + binary, masked, 64-bit length 16 MiB, then the 4-byte mask: 14 bytes, no payload. */
export const SIXTEEN_MB_FRAME_HEADER = Buffer.from([
  0x82, 0xff, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x02, 0x03, 0x04,
]);

/** FIN + text "hi", unmasked: a client must mask every frame. */
export const UNMASKED_FRAME = Buffer.from([0x81, 0x02, 0x68, 0x69]);

export interface RawUpgrade {
  /** The status code of the handshake's answer (101 when the server took the socket). */
  status: number;
  socket: Socket;
  /** Resolves when the server has closed or reset the connection. */
  closed: Promise<void>;
}

export async function rawUpgrade(port: number, headers: Record<string, string> = {}): Promise<RawUpgrade> {
  const socket = connect({ host: '127.0.0.1', port });
  // A reset from the server is an answer here, not a failure of the test.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  const lines = [
    'GET /api/collaboration HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Version: 13',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  const head = await new Promise<string>((resolve) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) done();
    };
    const done = () => {
      socket.off('data', onData);
      resolve(received);
    };
    socket.on('data', onData);
    socket.once('close', done);
  });
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, socket, closed };
}

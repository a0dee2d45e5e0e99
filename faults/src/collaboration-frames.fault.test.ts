import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The one raw-socket client of the repository, shared with the gateway's collaboration tests.
import {
  rawUpgrade,
  SIXTEEN_MB_FRAME_HEADER,
  UNMASKED_FRAME,
  within,
} from '../../services/gateway/test/collaboration-raw-socket';
import { type FaultSystem, signInAsEnterprise, startFaultSystem } from './fault-system';

/** Another user's request must be answered this fast while the bad frames arrive. */
const ANSWER_WITHIN_MS = 1_000;

const FRAMES = [
  { frame: 'a 14-byte header announcing a 16 MB frame', bytes: SIXTEEN_MB_FRAME_HEADER },
  { frame: 'the unmasked 4-byte frame 81 02 68 69', bytes: UNMASKED_FRAME },
];

/**
 * Bytes no browser sends, written on bare TCP to the collaboration WebSocket of the gateway
 * running as its own process: from a visitor without a session and from a signed-in enterprise
 * user. The gateway lives on, and another user's request is answered within a second meanwhile.
 */
describe('malformed WebSocket frames sent to the gateway running as its own process', () => {
  let system: FaultSystem;
  let port: number;
  let otherUser: string;

  beforeAll(async () => {
    system = await startFaultSystem();
    port = Number(new URL(system.gatewayUrl).port);
    otherUser = await signInAsEnterprise(system.gatewayUrl, system.database, 'another-user@example.com');
  });

  afterAll(async () => {
    await system?.stop();
  });

  const otherUsersRequest = async (): Promise<{ status: number; ms: number }> => {
    const started = Date.now();
    const response = await fetch(`${system.gatewayUrl}/api/auth/user`, {
      headers: { cookie: otherUser },
      signal: AbortSignal.timeout(5_000),
    }).catch(() => undefined);
    return { status: response?.status ?? 0, ms: Date.now() - started };
  };

  const senders = [
    { sender: 'a visitor without a session', cookie: () => undefined, upgradeStatus: 401 },
    { sender: 'a signed-in enterprise user', cookie: () => system.cookie, upgradeStatus: 101 },
  ];

  for (const { sender, cookie, upgradeStatus } of senders) {
    it.each(FRAMES)(`survives $frame from ${sender}`, async ({ bytes }) => {
      const sessionCookie = cookie();
      const upgrade = await rawUpgrade(port, sessionCookie ? { Cookie: sessionCookie } : {});
      expect(upgrade.status).toBe(upgradeStatus);
      upgrade.socket.write(bytes);
      const meanwhile = await otherUsersRequest();

      expect(await within(ANSWER_WITHIN_MS, upgrade.closed)).toBe(true);
      expect(meanwhile.status).toBe(200);
      expect(meanwhile.ms).toBeLessThan(ANSWER_WITHIN_MS);
      const after = await otherUsersRequest();
      expect(after.status).toBe(200);
      expect(after.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(system.service('gateway').hasExited()).toBe(false);
      expect(system.crashedServices()).toEqual([]);
    });
  }
});

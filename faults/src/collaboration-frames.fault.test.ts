import { beforeAll, describe, expect, it } from 'vitest';
// The one raw-socket client of the repository, shared with the gateway's collaboration tests.
import {
  rawUpgrade,
  SIXTEEN_MB_FRAME_HEADER,
  UNMASKED_FRAME,
} from '../../services/gateway/test/collaboration-raw-socket';
import { signInAsEnterprise } from './fault-system';
import { useFaultSystem } from './use-fault-system';

const FRAMES = [
  { frame: 'a 14-byte header announcing a 16 MB frame', bytes: SIXTEEN_MB_FRAME_HEADER },
  { frame: 'the unmasked 4-byte frame 81 02 68 69', bytes: UNMASKED_FRAME },
];

/**
 * Bytes no browser sends, written on bare TCP to the collaboration WebSocket of the gateway
 * running as its own process: from a visitor without a session and from a signed-in enterprise
 * user. The gateway closes that connection and lives on, and another user's request is answered
 * meanwhile and after. (How fast is a figure for bench/, not an assertion here.)
 */
describe('malformed WebSocket frames sent to the gateway running as its own process', () => {
  const scenario = useFaultSystem();
  let port: number;
  let otherUser: string;

  beforeAll(async () => {
    port = Number(new URL(scenario.system.gatewayUrl).port);
    otherUser = await signInAsEnterprise(
      scenario.system.gatewayUrl,
      scenario.system.database,
      'another-user@example.com',
    );
  });

  const otherUsersRequest = async (): Promise<number> => {
    const response = await fetch(`${scenario.system.gatewayUrl}/api/auth/user`, {
      headers: { cookie: otherUser },
    }).catch(() => undefined);
    return response?.status ?? 0;
  };

  const senders = [
    { sender: 'a visitor without a session', cookie: () => undefined, upgradeStatus: 401 },
    { sender: 'a signed-in enterprise user', cookie: () => scenario.system.cookie, upgradeStatus: 101 },
  ];

  for (const { sender, cookie, upgradeStatus } of senders) {
    it.each(FRAMES)(`survives $frame from ${sender}`, async ({ bytes }) => {
      const sessionCookie = cookie();
      const upgrade = await rawUpgrade(port, sessionCookie ? { Cookie: sessionCookie } : {});
      expect(upgrade.status).toBe(upgradeStatus);
      upgrade.socket.write(bytes);
      const meanwhile = await otherUsersRequest();

      // The gateway ends the connection that sent them (a test that hangs here has found it open).
      await upgrade.closed;
      expect(meanwhile).toBe(200);
      expect(await otherUsersRequest()).toBe(200);
      expect(scenario.system.service('gateway').hasExited()).toBe(false);
      expect(scenario.system.crashedServices()).toEqual([]);
    });
  }
});

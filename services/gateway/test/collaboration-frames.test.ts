import { waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendParagraph,
  type Client,
  type CollaborationHarness,
  type Person,
  startCollaborationHarness,
  synced,
  textOf,
} from './collaboration-harness';
import { rawUpgrade, SIXTEEN_MB_FRAME_HEADER, UNMASKED_FRAME } from './collaboration-raw-socket';

/**
 * The collaboration socket against bytes no browser sends, on a real TCP connection: a visitor
 * is refused before the upgrade, and a signed-in client's malformed frame ends only its own
 * connection while the gateway keeps answering and other editors keep working. A socket the
 * gateway left open would hang its test (`await upgrade.closed`) to the test's timeout.
 */

let harness: CollaborationHarness;
let owner: Person;
let editor: Person;
let bystander: Person;
let proUser: Person;

beforeAll(async () => {
  harness = await startCollaborationHarness();
  [owner, editor, bystander, proUser] = await Promise.all([
    harness.person('enterprise', 'Owner'),
    harness.person('enterprise', 'Editor'),
    harness.person('enterprise', 'Bystander'),
    harness.person('pro', 'Pro user'),
  ]);
});

afterAll(async () => {
  await harness?.dispose();
});

/** The owner and an editor working on one document, to show they are unaffected. */
async function workingPair(): Promise<[Client, Client]> {
  const document = await harness.generatedDocumentOf(owner, '<p>Untouched terms.</p>');
  await harness.share(owner, document.id, editor.email, 'edit');
  const a = harness.connect(owner, document.id);
  const b = harness.connect(editor, document.id);
  await Promise.all([synced(a), synced(b)]);
  return [a, b];
}

async function expectStillServing(pair: [Client, Client], line: string): Promise<void> {
  const answered = await harness.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { cookie: bystander.cookie },
  });
  expect(answered.statusCode).toBe(200);
  // Over the network, not inject: the HTTP server itself must still accept connections.
  const overTcp = await fetch(`http://127.0.0.1:${harness.port}/api/auth/user`, {
    headers: { cookie: bystander.cookie },
  });
  expect(overTcp.status).toBe(200);
  appendParagraph(pair[0].doc, line);
  await waitFor(`the editor to see "${line}"`, () => (textOf(pair[1].doc).includes(line) ? true : undefined), {
    timeoutMs: 5_000,
  });
}

describe('the collaboration socket against malformed clients', () => {
  it('refuses an upgrade without a session cookie with 401 and closes the socket', async () => {
    const upgrade = await rawUpgrade(harness.port);
    expect(upgrade.status).toBe(401);
    await upgrade.closed;
  });

  it('refuses an upgrade with a session that has no right to collaborate with 403', async () => {
    const upgrade = await rawUpgrade(harness.port, { Cookie: proUser.cookie });
    expect(upgrade.status).toBe(403);
    await upgrade.closed;
  });

  it('refuses an upgrade with a session cookie that is not a live session with 401', async () => {
    const name = owner.cookie.split('=')[0] ?? '';
    const upgrade = await rawUpgrade(harness.port, { Cookie: `${name}=not-a-session` });
    expect(upgrade.status).toBe(401);
    await upgrade.closed;
  });

  it('sends the visitor’s frames nowhere: a 16 MB frame header and an unmasked frame without a cookie', async () => {
    const pair = await workingPair();
    for (const frame of [SIXTEEN_MB_FRAME_HEADER, UNMASKED_FRAME]) {
      const upgrade = await rawUpgrade(harness.port);
      upgrade.socket.write(frame);
      expect(upgrade.status).not.toBe(101);
      await upgrade.closed;
    }
    await expectStillServing(pair, 'after the visitor');
  });

  it('ends only the sender’s connection when a signed-in client announces a 16 MB frame', async () => {
    const pair = await workingPair();
    const upgrade = await rawUpgrade(harness.port, { Cookie: editor.cookie });
    expect(upgrade.status).toBe(101);
    upgrade.socket.write(SIXTEEN_MB_FRAME_HEADER);
    await upgrade.closed;
    await expectStillServing(pair, 'after the oversized frame');
  });

  it('ends only the sender’s connection when a signed-in client sends an unmasked frame', async () => {
    const pair = await workingPair();
    const upgrade = await rawUpgrade(harness.port, { Cookie: editor.cookie });
    expect(upgrade.status).toBe(101);
    upgrade.socket.write(UNMASKED_FRAME);
    await upgrade.closed;
    await expectStillServing(pair, 'after the unmasked frame');
  });
});

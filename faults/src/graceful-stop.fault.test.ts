import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorkerConnection, JobProducer, type QueueName } from '@doclens/queue';
import { createTestDatabase, type TestDatabase, waitFor } from '@doclens/testing';
import { freePort } from '@doclens/testing/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type CommandProcess, isListening, startCommand } from './command-process';
import { faultEnvironment, signInAsEnterprise, uploadPdf } from './fault-system';
import { fixturePdfs, fixturesPresent } from './fixture-pdfs';
import { discardScenarioJobs } from './scenario-queues';
import { REPOSITORY_ROOT } from './service-processes';

/** Short, so that a process stuck past its deadline shows quickly; runService adds 5 s of grace. */
const WORKER_SHUTDOWN_TIMEOUT_MS = 3_000;
const STOP_DEADLINE_MS = WORKER_SHUTDOWN_TIMEOUT_MS + 5_000;
/** Time for the operating system to end the process and for npm to notice its child ended. */
const EXIT_SLACK_MS = 2_000;
const DOCUMENTS = 3;

interface Command {
  label: string;
  argv: string[];
  cwd?: string;
  startedLine: RegExp;
}

const GATEWAY_STARTED = /Server listening at/;
const EXTRACTION_STARTED = /extraction service started/;

/** The command compose runs for `service` (the image's working directory is the repository root). */
function composeCommand(service: 'gateway' | 'extraction'): string[] {
  const compose = parse(readFileSync(join(REPOSITORY_ROOT, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { command?: string[] }>;
  };
  const command = compose.services[service]?.command;
  if (!command) throw new Error(`docker-compose.yml has no command for ${service}`);
  return command;
}

/** Past the window in which runService takes repeated signals for one request. */
const SECOND_SIGNAL_AFTER_MS = 1_500;

/**
 * How a stop request arrives: `kill`, systemd and `docker stop` (tini forwards it to the command)
 * send SIGTERM to the process; Ctrl-C in a terminal sends SIGINT to its whole process group (and
 * npm forwards one more to its child); an operator who runs `docker compose stop` and then
 * `docker compose down` while the first is still draining sends a second SIGTERM.
 */
const STOP_REQUESTS = {
  SIGTERM: async (command: CommandProcess) => command.signalProcess('SIGTERM'),
  'Ctrl-C': async (command: CommandProcess) => command.signalGroup('SIGINT'),
  'SIGTERM twice': async (command: CommandProcess) => {
    command.signalProcess('SIGTERM');
    await new Promise((resolveLater) => setTimeout(resolveLater, SECOND_SIGNAL_AFTER_MS));
    command.signalProcess('SIGTERM');
  },
} as const;
type StopRequest = keyof typeof STOP_REQUESTS;

interface WayOfRunning {
  way: string;
  commands: Command[];
  /** The queues its workers take jobs from. */
  queues: QueueName[];
  requests: StopRequest[];
}

/** Each way of running the product that the documentation gives. */
const WAYS_OF_RUNNING: WayOfRunning[] = [
  {
    way: 'npm start',
    commands: [{ label: 'npm start', argv: ['npm', 'start'], startedLine: /DocLens is running at/ }],
    queues: ['extraction', 'analysis'],
    requests: ['SIGTERM', 'Ctrl-C'],
  },
  {
    way: "each service's own npm script",
    commands: [
      {
        label: 'gateway npm start',
        argv: ['npm', 'start', '--workspace', 'services/gateway'],
        startedLine: GATEWAY_STARTED,
      },
      {
        label: 'extraction npm start',
        argv: ['npm', 'start', '--workspace', 'services/extraction'],
        startedLine: EXTRACTION_STARTED,
      },
    ],
    queues: ['extraction'],
    requests: ['SIGTERM', 'Ctrl-C'],
  },
  {
    // A container has no terminal of its own: `docker compose stop`, and Ctrl-C on a foreground
    // `docker compose up`, both send SIGTERM.
    way: "docker-compose.yml's commands",
    commands: [
      { label: 'gateway container', argv: composeCommand('gateway'), startedLine: GATEWAY_STARTED },
      { label: 'extraction container', argv: composeCommand('extraction'), startedLine: EXTRACTION_STARTED },
    ],
    queues: ['extraction'],
    requests: ['SIGTERM', 'SIGTERM twice'],
  },
];

const SCENARIOS = WAYS_OF_RUNNING.flatMap((way) => way.requests.map((request) => ({ way, request })));

/** How one command ended after the stop request. */
interface StopOutcome {
  command: string;
  /** Since the signal, until its process and every process it started had ended. */
  exitedAfterMs: number | undefined;
  exitStatus: string | undefined;
  leftRunning: string[];
  loggedStopped: boolean;
}

async function stopAndWatch(commands: CommandProcess[], request: StopRequest): Promise<StopOutcome[]> {
  await Promise.all(commands.map((command) => STOP_REQUESTS[request](command)));
  const exitTimes = await Promise.all(
    commands.map((command) => command.waitForGroupExit(STOP_DEADLINE_MS + EXIT_SLACK_MS)),
  );
  return commands.map((command, index) => ({
    command: command.label,
    exitedAfterMs: exitTimes[index],
    exitStatus: command.exitStatus(),
    leftRunning: command.livingProcesses(),
    loggedStopped: /"msg":"stopped"/.test(command.output()),
  }));
}

function describeOutcome(outcome: StopOutcome): string {
  const ended = outcome.exitedAfterMs === undefined ? 'still running' : `ended after ${outcome.exitedAfterMs} ms`;
  const left = outcome.leftRunning.length > 0 ? `, left running: ${outcome.leftRunning.join(', ')}` : '';
  const stopped = outcome.loggedStopped ? 'logged' : 'never logged';
  return `  ${outcome.command}: ${ended} (${outcome.exitStatus ?? 'running'}), "stopped" ${stopped}${left}`;
}

describe.skipIf(!fixturesPresent)('stopping every way of running, with jobs in hand', () => {
  let database: TestDatabase;
  const scratch = mkdtempSync(join(tmpdir(), 'doclens-faults-stop-'));

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it.each(SCENARIOS)(
    '$way.way stops on $request within its deadline and leaves no job held',
    async ({ way, request }) => {
      const port = await freePort();
      const env = faultEnvironment({
        databaseUrl: database.url,
        scratch,
        port,
        overrides: {
          WORKER_SHUTDOWN_TIMEOUT_MS: String(WORKER_SHUTDOWN_TIMEOUT_MS),
          // `npm start` builds the web app first unless told it is built; the gateway serves none here.
          DOCLENS_WEB_BUILT: '1',
        },
      });
      const jobsConnection = createWorkerConnection(env.REDIS_URL);
      const jobs = new JobProducer(jobsConnection, env.QUEUE_PREFIX);
      const commands: CommandProcess[] = [];
      const lines: string[] = [`${way.way}, stopped with ${request}:`];
      try {
        const started = await Promise.allSettled(
          way.commands.map((command) => startCommand({ ...command, env, logDir: scratch })),
        );
        for (const outcome of started) if (outcome.status === 'fulfilled') commands.push(outcome.value);
        for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;

        const gatewayUrl = `http://127.0.0.1:${port}`;
        const cookie = await signInAsEnterprise(gatewayUrl, database, `stop-${port}@example.com`);
        const uploads = await Promise.all(fixturePdfs(DOCUMENTS).map((pdf) => uploadPdf(gatewayUrl, cookie, pdf)));
        expect(uploads.map((upload) => upload.status)).toEqual(uploads.map(() => 200));
        const held = await waitFor(
          'an active extraction job',
          async () => {
            const count = await jobs.queue('extraction').getActiveCount();
            return count > 0 ? count : undefined;
          },
          { timeoutMs: 60_000, intervalMs: 5 },
        );
        lines.push(`  ${held} extraction job(s) in hand when the signal was sent`);

        const outcomes = await stopAndWatch(commands, request);
        lines.push(...outcomes.map(describeOutcome));
        const listening = await isListening(port);
        lines.push(`  port ${port} ${listening ? 'still accepts connections' : 'closed'}`);
        const jobCounts = new Map<QueueName, Record<string, number>>();
        for (const queue of way.queues) {
          jobCounts.set(
            queue,
            await jobs.queue(queue).getJobCounts('active', 'waiting', 'completed', 'failed', 'delayed'),
          );
          lines.push(`  ${queue} jobs: ${JSON.stringify(jobCounts.get(queue))}`);
        }
        lines.push(`  logs: ${commands.map((command) => command.logFile).join(', ')}`);

        for (const outcome of outcomes) {
          expect(outcome, `${outcome.command} ends within ${STOP_DEADLINE_MS} ms, having logged "stopped"`).toEqual({
            command: outcome.command,
            exitedAfterMs: expect.toSatisfy((ms: number | undefined) => ms !== undefined && ms <= STOP_DEADLINE_MS),
            exitStatus: 'code 0',
            leftRunning: [],
            loggedStopped: true,
          });
        }
        expect(listening).toBe(false);
        // Every job was finished or handed back to the queue: none is left held by a process that
        // is gone (active), none lost an attempt to the stop (delayed: waiting out a retry's backoff).
        for (const queue of way.queues) {
          expect(jobCounts.get(queue)).toMatchObject({ active: 0, failed: 0, delayed: 0 });
        }
      } finally {
        process.stdout.write(`${lines.join('\n')}\n`);
        for (const command of commands) command.killGroup();
        await discardScenarioJobs(jobs, jobsConnection, ['extraction', 'analysis', 'maintenance', 'mail']);
      }
    },
  );
});

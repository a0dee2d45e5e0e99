import autocannon, { type Result } from 'autocannon';

export interface HttpLoad {
  connections: number;
  warmUpSeconds: number;
  /** Per target, split over two rounds. */
  durationSeconds: number;
}

export interface HttpTarget {
  url: string;
  headers: Record<string, string>;
}

export interface LoadFigures {
  requestsPerSecond: number;
  requests: number;
  /** Of the worse round: the figures a user would meet when the machine is at its busiest. */
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * Loads two targets in the order A B B A after a warm-up of each (JIT, connection pools, caches),
 * so a change in the machine's load during the run weighs on both alike, then adds up each
 * target's two rounds.
 */
export async function compareHttpLoad(
  first: HttpTarget,
  second: HttpTarget,
  { connections, warmUpSeconds, durationSeconds }: HttpLoad,
): Promise<[LoadFigures, LoadFigures]> {
  const run = (target: HttpTarget, duration: number) =>
    autocannon({ url: target.url, headers: target.headers, connections, duration });
  await run(first, warmUpSeconds);
  await run(second, warmUpSeconds);
  const round = durationSeconds / 2;
  const firstRounds = [await run(first, round)];
  const secondRounds = [await run(second, round), await run(second, round)];
  firstRounds.push(await run(first, round));
  return [combine(firstRounds), combine(secondRounds)];
}

/** One target alone, after its warm-up, in the same two rounds a compared target gets. */
export async function measureHttpLoad(
  target: HttpTarget,
  { connections, warmUpSeconds, durationSeconds }: HttpLoad,
): Promise<LoadFigures> {
  const run = (duration: number) => autocannon({ url: target.url, headers: target.headers, connections, duration });
  await run(warmUpSeconds);
  return combine([await run(durationSeconds / 2), await run(durationSeconds / 2)]);
}

function combine(rounds: Result[]): LoadFigures {
  const requests = rounds.reduce((total, round) => total + round.requests.total, 0);
  const seconds = rounds.reduce((total, round) => total + round.duration, 0);
  return {
    requestsPerSecond: requests / seconds,
    requests,
    p50Ms: Math.max(...rounds.map((round) => round.latency.p50)),
    p99Ms: Math.max(...rounds.map((round) => round.latency.p99)),
    non2xx: rounds.reduce((total, round) => total + round.non2xx, 0),
    errors: rounds.reduce((total, round) => total + round.errors + round.timeouts, 0),
  };
}

import autocannon from 'autocannon';

export interface HttpTarget {
  url: string;
  headers: Record<string, string>;
}

export interface LoadRound {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * One round of autocannon against a target. The servers it loads run in other processes: the
 * load generator's own CPU work must not be billed to either of them.
 */
export async function loadRound(target: HttpTarget, connections: number, seconds: number): Promise<LoadRound> {
  const result = await autocannon({ url: target.url, headers: target.headers, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** What a readiness endpoint answers: each dependency's state, ready only when all are ok. */
export interface ReadinessReport {
  status: 'ready' | 'unavailable';
  checks: Record<string, CheckState>;
}

export type CheckState = 'ok' | 'failing';

/** A dependency the process cannot serve without, and how to see that it answers. */
export type ReadinessChecks = Record<string, () => Promise<unknown>>;

/** Long enough for a loaded database, short enough for an orchestrator's probe timeout. */
export const CHECK_TIMEOUT_MS = 2_000;

/** Runs one check; a check that throws or outlasts the limit is failing. */
export async function probe(check: () => Promise<unknown>, timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at once, so the report takes as long as the slowest check, not their sum. */
export async function readinessOf(checks: ReadinessChecks, timeoutMs = CHECK_TIMEOUT_MS): Promise<ReadinessReport> {
  const names = Object.keys(checks);
  const states = await Promise.all(names.map((name) => probe(checks[name] as () => Promise<unknown>, timeoutMs)));
  const report = Object.fromEntries(names.map((name, index) => [name, states[index] as CheckState]));
  const ready = states.every((state) => state === 'ok');
  return { status: ready ? 'ready' : 'unavailable', checks: report };
}

/**
 * How long a read asks the gateway to hold it while a worker is still changing what it shows
 * (`?wait=`, at most 25 s on the gateway). The gateway answers as soon as the job ends, so the
 * page updates when the work does; the hook's refetch interval only starts the next wait.
 */
export const LONG_POLL_SECONDS = 20;

/** `path`, asked as a long poll when the data already shown has work under way. */
export function longPollPath(path: string, workUnderWay: boolean): string {
  return workUnderWay ? `${path}?wait=${LONG_POLL_SECONDS}` : path;
}

import type { JobContext } from '@doclens/queue';

/**
 * What a worker owes the user for an attempt that failed: stopped by a shutdown, the job goes
 * straight back to the queue for the next worker; on its last attempt, `recordGivingUp` tells
 * whatever waits on it (a document, a row, a question), since BullMQ will not run it again. An
 * earlier attempt is left to BullMQ's retry. A failure to record is logged, not thrown, so that
 * the job still fails with its own error.
 */
export async function endFailedAttempt(context: JobContext, recordGivingUp: () => Promise<void>): Promise<void> {
  try {
    if (context.signal.aborted) await context.handBack();
    else if (context.isLastAttempt) await recordGivingUp();
  } catch (recordingError) {
    // Whatever has a processing deadline is still ended by the reconciler if this could not.
    context.logger.error({ err: recordingError }, 'could not record the end of the failed job');
  }
}

/**
 * A job handler whose every failure ends as `endFailedAttempt` says, `recordGivingUp` being told
 * the job's payload and error on its last attempt.
 */
export function endingFailedAttempts<Payload, Result>(
  handle: (payload: Payload, context: JobContext) => Promise<Result>,
  recordGivingUp: (payload: Payload, context: JobContext, error: unknown) => Promise<void>,
): (payload: Payload, context: JobContext) => Promise<Result> {
  return async (payload, context) => {
    try {
      return await handle(payload, context);
    } catch (error) {
      await endFailedAttempt(context, () => recordGivingUp(payload, context, error));
      throw error;
    }
  };
}

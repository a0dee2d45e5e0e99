/** What thread-task.mjs receives as its workerData. */
export interface ThreadTaskData {
  /** The task module, relative to thread-task.mjs; it exports `runTask(input)`. */
  module: string;
  input: unknown;
  /** Names of the errors that mean the input passed a limit: the user's to fix, not a failure. */
  refusals: string[];
}

/** The one message thread-task.mjs posts back. */
export type ThreadTaskAnswer =
  | { ok: true; value: unknown }
  /** `refused`: the task threw one of the refusal errors; its message is meant for the user. */
  | { ok: false; refused: boolean; message: string };

/** What thread-task.mjs receives as its workerData: the one task module it runs. */
export interface ThreadTaskData {
  /** The task module, relative to thread-task.mjs; it exports `runTask(input)`. */
  module: string;
  /** Names of the errors that mean the input passed a limit: the user's to fix, not a failure. */
  refusals: string[];
}

/** One task for the thread: the message run-in-thread.ts posts to it. */
export interface ThreadTaskMessage {
  input: unknown;
}

/** The first message thread-task.mjs posts: its task module has loaded (or failed to, told with the first task). */
export interface ThreadReadyMessage {
  ready: true;
}

/** The message thread-task.mjs posts back for each task. */
export type ThreadTaskAnswer =
  | { ok: true; value: unknown }
  /** `refused`: the task threw one of the refusal errors; its message is meant for the user. */
  | { ok: false; refused: boolean; message: string };

/** The model answered, but not with something the engine can use; `reason` is shown to the user. */
export class UnusableAnswerError extends Error {
  override name = 'UnusableAnswerError';
  constructor(readonly reason: string) {
    super(reason);
  }
}

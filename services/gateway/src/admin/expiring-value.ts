/**
 * A value loaded at most once per `ttlMs`, however many callers ask meanwhile: callers during a
 * load share it, and a failed load is not kept.
 */
export class ExpiringValue<T> {
  #value: { at: number; promise: Promise<T> } | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly load: () => Promise<T>,
    private readonly clock: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const now = this.clock();
    if (this.#value && now - this.#value.at < this.ttlMs) return this.#value.promise;
    const promise = this.load();
    const entry = { at: now, promise };
    this.#value = entry;
    promise.catch(() => {
      if (this.#value === entry) this.#value = undefined;
    });
    return promise;
  }
}

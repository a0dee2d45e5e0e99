import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobDefinition, PayloadOf } from './job-definition';
import { clusterSafePrefix, type QueueName } from './queue-names';

export interface EnqueueOptions {
  delayMs?: number;
}

const COMPLETED_RETENTION = { age: 24 * 3600, count: 1000 };
const FAILED_RETENTION = { age: 7 * 24 * 3600 };

/** Adds jobs by definition: the payload is validated here and again by the worker. */
export class JobProducer {
  readonly #queues = new Map<QueueName, Queue>();
  readonly #connection: Redis;
  readonly #prefix: string;

  readonly #onError: (error: Error) => void;

  /** `onError` receives connection errors of the queues, which would otherwise go unheard. */
  constructor(connection: Redis, prefix: string, onError: (error: Error) => void = () => undefined) {
    this.#connection = connection;
    this.#prefix = clusterSafePrefix(prefix);
    this.#onError = onError;
  }

  async enqueue<Definition extends JobDefinition>(
    definition: Definition,
    payload: PayloadOf<Definition>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const data = definition.payload.parse(payload) as PayloadOf<Definition>;
    const jobId = definition.jobId(data);
    await this.queue(definition.queue).add(definition.name, data, {
      jobId,
      attempts: definition.retry.attempts,
      backoff: { type: 'exponential', delay: definition.retry.backoffMs },
      delay: options.delayMs,
      removeOnComplete: COMPLETED_RETENTION,
      removeOnFail: FAILED_RETENTION,
    });
    return jobId;
  }

  /**
   * Runs a job every `everyMs`, once across all replicas: BullMQ keeps one scheduler per id, so
   * every process may call this at start-up.
   */
  async scheduleRepeating<Definition extends JobDefinition>(
    definition: Definition,
    everyMs: number,
    payload: PayloadOf<Definition>,
  ): Promise<void> {
    const data = definition.payload.parse(payload) as PayloadOf<Definition>;
    await this.queue(definition.queue).upsertJobScheduler(
      definition.name,
      { every: everyMs },
      {
        name: definition.name,
        data,
        opts: {
          attempts: definition.retry.attempts,
          removeOnComplete: COMPLETED_RETENTION,
          removeOnFail: FAILED_RETENTION,
        },
      },
    );
  }

  queue(name: QueueName): Queue {
    let queue = this.#queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.#connection, prefix: this.#prefix });
      queue.on('error', this.#onError);
      this.#queues.set(name, queue);
    }
    return queue;
  }

  async close(): Promise<void> {
    await Promise.all([...this.#queues.values()].map((queue) => queue.close()));
    this.#queues.clear();
  }
}

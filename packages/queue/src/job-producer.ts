import { currentTraceCarrier } from '@doclens/telemetry';
import { FlowProducer, type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobDefinition, PayloadOf } from './job-definition';
import { clusterSafePrefix, type QueueName } from './queue-names';

export interface EnqueueOptions {
  delayMs?: number;
}

const COMPLETED_RETENTION = { age: 24 * 3600, count: 1000 };
const FAILED_RETENTION = { age: 7 * 24 * 3600 };

/** A job of a flow: its definition and payload. */
export interface FlowJob<Definition extends JobDefinition = JobDefinition> {
  definition: Definition;
  payload: PayloadOf<Definition>;
}

/**
 * The payload plus the enqueuer's trace context when tracing is on, so the worker's span continues
 * the same trace. The worker's payload schema ignores the extra field; the handler never sees it.
 */
function withTraceContext<Data>(data: Data): Data {
  const traceContext = currentTraceCarrier();
  return traceContext ? { ...data, traceContext } : data;
}

/** Adds jobs by definition: the payload is validated here and again by the worker. */
export class JobProducer {
  readonly #queues = new Map<QueueName, Queue>();
  #flows: FlowProducer | undefined;
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
    await this.queue(definition.queue).add(definition.name, withTraceContext(data), {
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
   * Adds a parent job that runs once all its children have finished. A child that fails for good
   * is set aside instead of failing the parent (BullMQ's default would leave the parent waiting
   * forever), so the parent always runs and reads from Postgres what each child did.
   */
  async enqueueFlow(parent: FlowJob, children: readonly FlowJob[]): Promise<string> {
    const parentJob = this.#flowJob(parent);
    this.#flows ??= this.#newFlowProducer();
    await this.#flows.add({
      ...parentJob,
      children: children.map((child) => {
        const job = this.#flowJob(child);
        return { ...job, opts: { ...job.opts, ignoreDependencyOnFailure: true } };
      }),
    });
    return parentJob.opts.jobId as string;
  }

  #flowJob({ definition, payload }: FlowJob): { name: string; queueName: QueueName; data: unknown; opts: JobsOptions } {
    const data = definition.payload.parse(payload);
    return {
      name: definition.name,
      queueName: definition.queue,
      data: withTraceContext(data),
      opts: {
        jobId: definition.jobId(data),
        attempts: definition.retry.attempts,
        backoff: { type: 'exponential', delay: definition.retry.backoffMs },
        removeOnComplete: COMPLETED_RETENTION,
        removeOnFail: FAILED_RETENTION,
      },
    };
  }

  #newFlowProducer(): FlowProducer {
    const flows = new FlowProducer({ connection: this.#connection, prefix: this.#prefix });
    flows.on('error', this.#onError);
    return flows;
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
    await this.#flows?.close();
    this.#flows = undefined;
  }
}

export * from './job-catalogue';
export { defineJob, type JobDefinition, type PayloadOf, type RetryPolicy } from './job-definition';
export { type EnqueueOptions, type FlowJob, JobProducer } from './job-producer';
export { createJobResults, type JobRef, type JobResult, type JobResults } from './job-results';
export {
  createJobWorker,
  type HandlerMap,
  handle,
  type JobContext,
  type JobHandler,
  type JobWorker,
  type JobWorkerOptions,
  MissingJobHandlerError,
} from './job-worker';
export { clusterSafePrefix, QUEUE_NAMES, type QueueName, waitingListKey } from './queue-names';
export { closeRedisConnection, type QueueWorkerService, startQueueWorkerService } from './queue-worker-service';
export { createProducerConnection, createWorkerConnection } from './redis-connection';

/** Every queue of the product. Names hold no ':' so that BullMQ keys stay well-formed. */
export const QUEUE_NAMES = ['mail', 'extraction', 'analysis', 'generation', 'bulk', 'billing', 'maintenance'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/**
 * BullMQ prefix wrapped in a hash tag so that all of a queue's keys land in one Redis Cluster slot.
 * Tests pass their own prefix to keep their jobs apart.
 */
export function clusterSafePrefix(prefix: string): string {
  return prefix.startsWith('{') ? prefix : `{${prefix}}`;
}

/**
 * The Redis list BullMQ keeps a queue's waiting jobs in. An autoscaler that reads this list's
 * length (KEDA's redis trigger, `infra/k8s`) sees the backlog without asking BullMQ.
 */
export function waitingListKey(prefix: string, queue: QueueName): string {
  return `${clusterSafePrefix(prefix)}:${queue}:wait`;
}

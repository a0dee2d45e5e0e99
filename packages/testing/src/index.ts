export { createTestDatabase, type TestDatabase } from '@doclens/db/test-database';
export {
  type ChatRequestBody,
  type FakeOpenAiReply,
  type FakeOpenAiServer,
  fakeReply,
  type RecordedChatRequest,
  startFakeOpenAiServer,
} from './fake-openai-server';
export { startFakeStripeServer } from './fake-stripe-server';
export type {
  DeliveryOptions,
  FakeSignature,
  FakeStripeEvent,
  FakeStripeObject,
  FakeStripeOptions,
  FakeStripeServer,
} from './fake-stripe-types';
export { type FinishedJob, type JobStates, waitForFinishedJob } from './finished-job';
export { createTestConfig, createTestLogger, isolatedEnvironment, uniqueQueuePrefix } from './test-config';
export { testDatabaseBaseUrl, testRedisUrl } from './test-environment';
export { insertTestUser } from './test-user';
export { waitFor } from './wait-for';

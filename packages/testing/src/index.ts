export {
  type ChatRequestBody,
  type FakeOpenAiReply,
  type FakeOpenAiServer,
  fakeReply,
  type RecordedChatRequest,
  startFakeOpenAiServer,
} from './fake-openai-server';
export { createTestConfig, createTestLogger, uniqueQueuePrefix } from './test-config';
export { createTestDatabase, type TestDatabase } from './test-database';
export { testDatabaseBaseUrl, testRedisUrl } from './test-environment';
export { waitFor } from './wait-for';

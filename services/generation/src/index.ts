export { GENERATION_FAILED_REASON } from './generate-document-handler';
export { startGenerationService } from './generation-service';
export { liveTaskThreads } from './threads/run-in-thread';

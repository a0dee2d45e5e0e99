export { GENERATION_FAILED_REASON } from './generate-document-handler';
export { startGenerationService } from './generation-service';
export type { RenderPdfInput } from './threads/render-pdf-task';
export { liveTaskThreads, runInThread, stopTaskThreads } from './threads/run-in-thread';

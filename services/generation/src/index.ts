export { GENERATION_FAILED_REASON } from './generate-document-handler';
export { GENERATION_CONCURRENCY, startGenerationService } from './generation-service';

export { GENERATION_FAILED_REASON } from './generate-document-handler';
export { startGenerationService } from './generation-service';

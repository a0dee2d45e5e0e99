export { startExtractionService } from './extraction-service';

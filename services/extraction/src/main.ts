import { runService } from '@doclens/service-runtime';
import { startExtractionService } from './extraction-service';

await runService('extraction', startExtractionService);

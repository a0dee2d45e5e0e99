import { runService } from '@doclens/service-runtime';
import { startGenerationService } from './generation-service';

await runService('generation', startGenerationService);

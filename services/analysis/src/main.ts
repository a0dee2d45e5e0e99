import { runService } from '@doclens/service-runtime';
import { startAnalysisService } from './analysis-service';

await runService('analysis', startAnalysisService);

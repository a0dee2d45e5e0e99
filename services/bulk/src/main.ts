import { runService } from '@doclens/service-runtime';
import { startBulkService } from './bulk-service';

await runService('bulk', startBulkService);

import { runService } from '@doclens/service-runtime';
import { startBillingService } from './billing-service';

await runService('billing', startBillingService);

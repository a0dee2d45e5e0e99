import { runService } from '@doclens/service-runtime';
import { startGateway } from './gateway-service';

await runService('gateway', startGateway);

import { runService } from '@doclens/service-runtime';
import { startMailService } from './mail-service';

await runService('mail', startMailService);

import { runService } from '@doclens/service-runtime';
import { startReconcilerService } from './reconciler-service';

await runService('reconciler', startReconcilerService);

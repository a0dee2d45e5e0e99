import { startAnalysisService } from '@doclens/analysis';
import { startBillingService } from '@doclens/billing-service';
import { startBulkService } from '@doclens/bulk';
import type { AppConfig } from '@doclens/config';
import { startExtractionService } from '@doclens/extraction';
import { type RunningGateway, startGateway } from '@doclens/gateway';
import { startGenerationService } from '@doclens/generation';
import type { Logger } from '@doclens/logger';
import { startMailService } from '@doclens/mail';
import { startReconcilerService } from '@doclens/reconciler';
import { combineServices, type RunningService, stopTogether } from '@doclens/service-runtime';

export interface AllServices extends RunningService {
  gateway: RunningGateway;
}

/**
 * Every worker, then the gateway, in this process. Each service still opens its own connections
 * and gets its own logger, exactly as it would in its own container. Stopping closes the gateway
 * first (no new uploads), then drains every worker at once, so the process stops within one
 * worker's shutdown deadline as a container would.
 */
export async function startAllServices(config: AppConfig, loggerOf: (service: string) => Logger): Promise<AllServices> {
  const workers = [
    await startMailService(config, loggerOf('mail')),
    await startExtractionService(config, loggerOf('extraction')),
    await startAnalysisService(config, loggerOf('analysis')),
    await startBulkService(config, loggerOf('bulk')),
    await startGenerationService(config, loggerOf('generation')),
    await startReconcilerService(config, loggerOf('reconciler')),
    await startBillingService(config, loggerOf('billing')),
  ];
  const gateway = await startGateway(config, loggerOf('gateway'));
  return { gateway, ...combineServices([stopTogether(workers), gateway]) };
}

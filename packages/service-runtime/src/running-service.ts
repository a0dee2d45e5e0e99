import type { AppConfig } from '@doclens/config';
import type { Logger } from '@doclens/logger';

/** What every service's `start` returns: stopping finishes or hands back work in hand. */
export interface RunningService {
  stop(): Promise<void>;
}

export type StartService = (config: AppConfig, logger: Logger) => Promise<RunningService>;

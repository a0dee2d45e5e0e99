import { startAllServices } from '@doclens/all-in-one';
import { createLogger } from '@doclens/logger';
import { signInAsEnterprise } from './enterprise-session';
import { createGatewayClient, type GatewayClient } from './gateway-client';
import { createScratchDeployment } from './scratch-deployment';

export interface RunningSystem extends GatewayClient {
  /** The gateway's address, and the session cookie of the signed-in enterprise user. */
  baseUrl: string;
  cookie: string;
  /** The scratch database, for peers that read the same rows as the gateway. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Every service as `npm start` runs them, on a scratch database. */
export async function startRunningSystem(): Promise<RunningSystem> {
  const deployment = await createScratchDeployment();
  const services = await startAllServices(deployment.config, (service) => createLogger({ level: 'warn', service }));
  const { gateway } = services;
  const cookie = await signInAsEnterprise(gateway.url, deployment.config.database.url);

  return {
    baseUrl: gateway.url,
    cookie,
    databaseUrl: deployment.config.database.url,
    ...createGatewayClient(gateway.url, cookie),
    async stop() {
      await services.stop();
      await deployment.dispose();
    },
  };
}

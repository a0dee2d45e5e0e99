import { freePort } from '@doclens/testing/free-port';
import { type ServiceProcess, startServiceProcess } from './worker-processes';

export interface GatewayProcess extends ServiceProcess {
  baseUrl: string;
}

const HEALTH_POLL_MS = 100;
const START_TIMEOUT_MS = 60_000;

/** The gateway in its own process on a free local port, resolved once `/healthz` answers. */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const gateway = startServiceProcess({
    name: 'gateway',
    entry: 'services/gateway/src/main.ts',
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), APP_URL: baseUrl },
  });
  try {
    await untilHealthy(baseUrl, gateway);
  } catch (error) {
    await gateway.stop();
    throw error;
  }
  return { ...gateway, baseUrl };
}

async function untilHealthy(baseUrl: string, gateway: ServiceProcess): Promise<void> {
  let hasExited = false;
  void gateway.exited.then(() => {
    hasExited = true;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`the gateway exited while starting:\n${gateway.recentOutput()}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(`the gateway did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`);
}

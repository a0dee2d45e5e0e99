import { secretVariables } from '@doclens/config';
import { type QueueName, waitingListKey } from '@doclens/queue';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  containersOf,
  type KubernetesObject,
  kubectlAvailable,
  renderOverlay,
  validateAgainstSchema,
} from './kubernetes-manifests';
import { readRepositoryFile } from './repository-files';

interface ComposeService {
  build?: unknown;
  command?: string[];
  restart?: string;
}

const compose = parse(readRepositoryFile('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
/** Our own processes in compose; Postgres, Redis, S3 and SMTP are managed services on Kubernetes. */
const appServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);
const longRunning = appServices.filter(([, service]) => service.restart !== 'no');
const oneShot = appServices.filter(([, service]) => service.restart === 'no');

/** The queue each worker consumes, which its autoscaler must watch. */
const QUEUE_OF_WORKER: Record<string, QueueName> = {
  mail: 'mail',
  extraction: 'extraction',
  analysis: 'analysis',
  bulk: 'bulk',
  generation: 'generation',
  billing: 'billing',
  reconciler: 'maintenance',
};

/** Holds for each of `infra/k8s`'s overlays (or the base alone where kubectl is missing). */
describe.each(['small', 'production'])(
  `Kubernetes overlay %s (${kubectlAvailable ? 'kubectl kustomize' : 'base only'})`,
  (overlay) => {
    const objects = renderOverlay(overlay);
    const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);
    const named = (kind: string, name: string) => ofKind(kind).find((object) => object.metadata.name === name);
    const deployments = ofKind('Deployment');
    const workloads = [...deployments, ...ofKind('Job')];
    const config = named('ConfigMap', 'doclens-config')?.data ?? {};

    it('renders objects the Kubernetes API schemas accept', () => {
      const invalid = objects.flatMap((object) => {
        try {
          validateAgainstSchema(object);
          return [];
        } catch (error) {
          return [`${object.kind} ${object.metadata.name}: ${(error as Error).message}`];
        }
      });
      expect(invalid).toEqual([]);
    });

    it('runs every long-running process of docker-compose.yml as a Deployment with the same command', () => {
      const mismatched = longRunning.flatMap(([name, service]) => {
        const container = containersOf(named('Deployment', `doclens-${name}`) ?? ({} as KubernetesObject)).at(-1);
        return container?.command?.join(' ') === service.command?.join(' ') ? [] : [name];
      });
      expect(longRunning.length).toBeGreaterThan(5);
      expect(mismatched).toEqual([]);
    });

    it('runs the migrations as a Job, and holds every Deployment until they have run', () => {
      const [, migrate] = oneShot.find(([name]) => name === 'migrate') ?? [];
      expect(containersOf(named('Job', 'doclens-migrate') as KubernetesObject)[0]?.command).toEqual(migrate?.command);
      const unguarded = deployments
        .filter((deployment) => !containersOf(deployment).some((container) => container.command?.includes('--wait')))
        .map((deployment) => deployment.metadata.name);
      expect(unguarded).toEqual([]);
    });

    it('pins every image to a version', () => {
      const unpinned = workloads.flatMap((workload) =>
        containersOf(workload)
          .map((container) => container.image)
          .filter((image) => !/:[\w.-]+$/.test(image) || image.endsWith(':latest')),
      );
      expect(unpinned).toEqual([]);
    });

    it('gives every container CPU and memory requests and limits', () => {
      const unbounded = workloads.flatMap((workload) =>
        containersOf(workload)
          .filter((container) => {
            const { requests = {}, limits = {} } = container.resources ?? {};
            return !(requests.cpu && requests.memory && limits.cpu && limits.memory);
          })
          .map((container) => `${workload.metadata.name}/${container.name}`),
      );
      expect(unbounded).toEqual([]);
    });

    it('gives every long-running container liveness and readiness probes, and a disruption budget', () => {
      const unprobed = deployments.flatMap((deployment) =>
        (deployment.spec.template.spec.containers as ReturnType<typeof containersOf>)
          .filter((container) => !container.livenessProbe || !container.readinessProbe)
          .map((container) => `${deployment.metadata.name}/${container.name}`),
      );
      expect(unprobed).toEqual([]);
      const budgeted = new Set(ofKind('PodDisruptionBudget').map((budget) => budget.metadata.name));
      expect(deployments.map((deployment) => deployment.metadata.name).filter((name) => !budgeted.has(name))).toEqual(
        [],
      );
    });

    it('lets workers finish or hand back their jobs before Kubernetes kills them', () => {
      const drainSeconds = Number(config.WORKER_SHUTDOWN_TIMEOUT_MS) / 1000;
      const tooShort = deployments
        .filter((deployment) => (deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30) <= drainSeconds + 5)
        .map((deployment) => deployment.metadata.name);
      expect(drainSeconds).toBeGreaterThan(0);
      expect(tooShort).toEqual([]);
    });

    it('scales every worker on the waiting list of the queue it consumes', () => {
      const scalers = ofKind('ScaledObject');
      const workers = deployments.filter((deployment) => deployment.metadata.name !== 'doclens-gateway');
      const watched = workers.map((deployment) => {
        const worker = deployment.metadata.name.replace('doclens-', '');
        const scaler = scalers.find((object) => object.spec.scaleTargetRef.name === deployment.metadata.name);
        return [worker, scaler?.spec.triggers[0]?.metadata.listName];
      });
      expect(Object.fromEntries(watched)).toEqual(
        Object.fromEntries(
          Object.entries(QUEUE_OF_WORKER).map(([worker, queue]) => [
            worker,
            waitingListKey(config.QUEUE_PREFIX ?? '', queue),
          ]),
        ),
      );
    });

    it('keeps secrets out of ConfigMaps and gives every container both', () => {
      const secretNames = new Set<string>([...secretVariables, 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL']);
      const exposed = ofKind('ConfigMap').flatMap((map) =>
        Object.keys(map.data ?? {}).filter((key) => secretNames.has(key)),
      );
      expect(exposed).toEqual([]);
      const withoutBoth = workloads.flatMap((workload) =>
        containersOf(workload)
          .filter((container) => {
            const sources = container.envFrom ?? [];
            return !sources.some((source) => source.secretRef) || !sources.some((source) => source.configMapRef);
          })
          .map((container) => `${workload.metadata.name}/${container.name}`),
      );
      expect(withoutBoth).toEqual([]);
    });

    it('routes the public address to the gateway, which is ready only when its dependencies are', () => {
      const gateway = containersOf(named('Deployment', 'doclens-gateway') as KubernetesObject).at(-1) as {
        readinessProbe?: { httpGet?: { path?: string } };
      };
      expect(gateway.readinessProbe?.httpGet?.path).toBe('/readyz');
      const paths = named('Ingress', 'doclens')?.spec.rules[0].http.paths as {
        path: string;
        backend: { service: { name: string } };
      }[];
      expect(paths.find((entry) => entry.path === '/')?.backend.service.name).toBe('doclens-gateway');
    });
  },
);

describe('infra/k8s/secrets.env.example', () => {
  it('names every secret the configuration knows', () => {
    const example = readRepositoryFile('infra/k8s/secrets.env.example');
    const missing = secretVariables.filter((name) => !new RegExp(`^#?\\s*${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });
});

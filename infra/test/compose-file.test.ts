import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPOSITORY_ROOT, readRepositoryFile } from './repository-files';

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  entrypoint?: string[] | string;
  ports?: unknown[];
  restart?: string;
  deploy?: { replicas?: unknown; resources?: { limits?: { memory?: string } } };
  healthcheck?: { test?: string[] };
  environment?: Record<string, string>;
}

// `merge: true` applies the `<<: *app` merge keys, as compose does.
const compose = parse(readRepositoryFile('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = Object.entries(compose.services);

/** `${NAME:-default}` as compose fills it in with NAME unset. */
function withDefaults(value: string): string {
  return value.replace(/\$\{[^}:]+(?::?-([^}]*))?\}/g, (_match, fallback: string | undefined) => fallback ?? '');
}

/** The tag of an image reference (`registry:5000/name:tag`), or undefined; a digest counts as a tag. */
function imageTag(image: string): string | undefined {
  const reference = withDefaults(image);
  if (reference.includes('@sha256:')) return reference.slice(reference.indexOf('@') + 1);
  const lastSegment = reference.slice(reference.lastIndexOf('/') + 1);
  const colon = lastSegment.indexOf(':');
  return colon === -1 ? undefined : lastSegment.slice(colon + 1);
}

function words(command: string[] | string | undefined): string[] {
  if (command === undefined) return [];
  return Array.isArray(command) ? command : command.split(/\s+/);
}

/** Our own long-running processes: built from the app image, restarted, publishing no port. */
const workers = services.filter(
  ([, service]) => service.build !== undefined && service.restart !== 'no' && (service.ports ?? []).length === 0,
);

describe('docker-compose.yml', () => {
  it('pins every image to a version (no missing tag, no latest)', () => {
    const unpinned = services.flatMap(([name, service]) => {
      if (!service.image) return [];
      const tag = imageTag(service.image);
      return tag === undefined || tag === '' || tag === 'latest' ? [`${name}: ${service.image}`] : [];
    });
    expect(unpinned).toEqual([]);
  });

  it('runs every worker under its own replica count', () => {
    expect(workers.length).toBeGreaterThan(0);
    const unscalable = workers.filter(([, service]) => service.deploy?.replicas === undefined).map(([name]) => name);
    expect(unscalable).toEqual([]);
  });

  it('runs the gateway as replicas behind the proxy, which alone publishes the app port', () => {
    expect(compose.services.gateway?.ports ?? []).toEqual([]);
    expect(withDefaults(String(compose.services.gateway?.deploy?.replicas))).toBe('1');
    expect(compose.services.proxy?.ports?.map((port) => withDefaults(String(port)))).toEqual(['3000:8080']);
  });

  it('checks the health of every worker through its readiness endpoint', () => {
    const healthPort = compose.services.mail?.environment?.HEALTH_PORT;
    expect(healthPort).toBe('8081');
    const unchecked = workers
      .filter(([name]) => name !== 'gateway')
      .filter(([, service]) => !service.healthcheck?.test?.join(' ').includes(`127.0.0.1:${healthPort}/readyz`))
      .map(([name]) => name);
    expect(unchecked).toEqual([]);
  });

  it('limits the memory of every long-running container', () => {
    const unlimited = services
      .filter(
        ([, service]) =>
          service.restart !== 'no' && (service.build !== undefined || service.image?.startsWith('nginx')),
      )
      .filter(([, service]) => !service.deploy?.resources?.limits?.memory)
      .map(([name]) => name);
    expect(unlimited).toEqual([]);
  });

  it('runs every service of services/ that has a main.ts, except the all-in-one', () => {
    const commands = services.map(([, service]) => words(service.command).join(' '));
    const missing = readdirSync(join(REPOSITORY_ROOT, 'services'))
      .filter((name) => name !== 'all-in-one' && existsSync(join(REPOSITORY_ROOT, 'services', name, 'src/main.ts')))
      .filter((name) => !commands.some((command) => command.includes(`services/${name}/src/main.ts`)));
    expect(missing).toEqual([]);
  });

  it('starts no process through npx, which does not pass a stop signal on', () => {
    const throughNpx = services
      .filter(([, service]) => [...words(service.command), ...words(service.entrypoint)].includes('npx'))
      .map(([name]) => name);
    expect(throughNpx).toEqual([]);
  });
});

describe('infra/Dockerfile', () => {
  it('starts no process through npx by default either', () => {
    const cmd = readRepositoryFile('infra/Dockerfile')
      .split('\n')
      .find((line) => line.startsWith('CMD '));
    expect(cmd).toBeDefined();
    expect(JSON.parse(cmd?.slice('CMD '.length) ?? '[]')).not.toContain('npx');
  });
});

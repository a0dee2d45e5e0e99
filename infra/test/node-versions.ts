import semver from 'semver';
import { readRepositoryFile, readRepositoryJson } from './repository-files';

/** The image's base, e.g. `node:24.21.0-bookworm-slim`, from the Dockerfile's `NODE_IMAGE` default. */
export function imageNodeTag(): string {
  const match = /^ARG NODE_IMAGE=(\S+)$/m.exec(readRepositoryFile('infra/Dockerfile'));
  if (!match?.[1]) throw new Error('infra/Dockerfile declares no `ARG NODE_IMAGE=…`');
  return match[1];
}

/** The Node version the image runs, when its tag pins one (`node:24.21.0-…`), else undefined. */
export function imageNodeVersion(): string | undefined {
  const match = /^node:(\d+\.\d+\.\d+)(?:-|$)/.exec(imageNodeTag());
  return match?.[1];
}

/** The lowest Node the root package.json accepts: what development machines and CI run at least. */
export function developmentNodeFloor(): string {
  const range = readRepositoryJson<{ engines?: { node?: string } }>('package.json').engines?.node;
  const floor = range ? semver.minVersion(range)?.version : undefined;
  if (!floor) throw new Error('the root package.json declares no engines.node range');
  return floor;
}

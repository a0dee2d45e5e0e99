import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { developmentNodeFloor, imageNodeTag, imageNodeVersion } from './node-versions';
import { readRepositoryJson } from './repository-files';

interface LockedPackage {
  version?: string;
  link?: boolean;
  engines?: { node?: string } | string[];
}

const lock = readRepositoryJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');
const rootEngines = readRepositoryJson<{ engines?: { node?: string } }>('package.json').engines?.node ?? '';

describe('the Node versions we run', () => {
  it('the image pins an exact Node version of an LTS line', () => {
    const version = imageNodeVersion();
    expect(version, `${imageNodeTag()} is not pinned to major.minor.patch`).toBeDefined();
    // Even majors become LTS; odd ones are current-only and die within months.
    expect(semver.major(version ?? '0.0.0') % 2, `${version} is not an LTS line`).toBe(0);
  });

  it('the root package.json accepts both the development floor and the image', () => {
    expect(semver.satisfies(developmentNodeFloor(), rootEngines)).toBe(true);
    expect(semver.satisfies(imageNodeVersion() ?? '0.0.0', rootEngines)).toBe(true);
  });
});

describe('package-lock.json', () => {
  it('holds no package whose engines.node excludes a Node version we run', () => {
    const versions = [developmentNodeFloor(), imageNodeVersion()].filter((v): v is string => v !== undefined);
    const refused: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      // Old packages wrote engines as an array of strings, which npm ignores.
      const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      if (!path || !range) continue;
      for (const version of versions) {
        if (!semver.satisfies(version, range))
          refused.push(`${path}@${entry.version}: node ${range} excludes ${version}`);
      }
    }
    expect(refused).toEqual([]);
  });
});

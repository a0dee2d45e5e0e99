import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT, readRepositoryJson } from './repository-files';

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function workspaceFolders(): string[] {
  const patterns = readRepositoryJson<Manifest>('package.json').workspaces ?? [];
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(REPOSITORY_ROOT, parent)).map((entry) => `${parent}/${entry}`);
  });
}

/** Every workspace and the workspaces it depends on, devDependencies included (turbo counts them). */
function workspaceGraph(): Map<string, string[]> {
  const manifests = workspaceFolders()
    .filter((folder) => existsSync(join(REPOSITORY_ROOT, folder, 'package.json')))
    .map((folder) => readRepositoryJson<Manifest>(`${folder}/package.json`));
  const names = new Set(manifests.map((manifest) => manifest.name));
  return new Map(
    manifests.map((manifest) => [
      manifest.name,
      Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => names.has(name)),
    ]),
  );
}

function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const visit = (name: string, path: string[]): string[] | undefined => {
    if (path.includes(name)) return [...path.slice(path.indexOf(name)), name];
    if (done.has(name)) return undefined;
    for (const next of graph.get(name) ?? []) {
      const cycle = visit(next, [...path, name]);
      if (cycle) return cycle;
    }
    done.add(name);
    return undefined;
  };
  for (const name of graph.keys()) {
    const cycle = visit(name, []);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('workspace dependency graph', () => {
  it('has no cycle, devDependencies included', () => {
    const graph = workspaceGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(findCycle(graph)?.join(' → ')).toBeUndefined();
  });
});

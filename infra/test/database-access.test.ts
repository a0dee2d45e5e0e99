import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from './repository-files';

/** A Kysely query being built or raw SQL being written: what belongs in packages/db alone. */
const QUERY_BUILDING = /\.(?:selectFrom|updateTable|insertInto|deleteFrom|selectNoFrom)\(|\bsql`/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (entry === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

describe('database access', () => {
  it('keeps every query of the product in packages/db', () => {
    const roots = ['services', 'packages', 'web/src'].map((folder) => join(REPOSITORY_ROOT, folder));
    const outside = roots
      .flatMap((root) => sourceFiles(root))
      .map((path) => relative(REPOSITORY_ROOT, path))
      .filter((path) => !path.startsWith('packages/db/') && path.includes('/src/'))
      .filter((path) => QUERY_BUILDING.test(readFileSync(join(REPOSITORY_ROOT, path), 'utf8')));
    expect(outside).toEqual([]);
  });

  it('writes a user plan in one place', () => {
    const writers = sourceFiles(join(REPOSITORY_ROOT, 'packages/db/src'))
      .filter((path) => /updateTable\('users'\)[\s\S]{0,80}\.set\(\{[^}]*\bplan\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(REPOSITORY_ROOT, path));
    expect(writers).toEqual([]);
  });
});

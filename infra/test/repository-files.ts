import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function readRepositoryFile(path: string): string {
  return readFileSync(join(REPOSITORY_ROOT, path), 'utf8');
}

export function readRepositoryJson<T>(path: string): T {
  return JSON.parse(readRepositoryFile(path)) as T;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AnalysisType } from '@doclens/api';

export interface BenchDocument {
  name: string;
  type: AnalysisType;
  bytes: Uint8Array;
}

const FOLDERS: Record<string, AnalysisType> = { contracts: 'contract', cvs: 'cv', essays: 'essay' };

/** The real PDFs of ../shared/fixtures (relative to the repository root), with their type. */
export function loadFixtureDocuments(
  fixturesDir = resolve(import.meta.dirname, '../../../shared/fixtures'),
): BenchDocument[] {
  if (!existsSync(fixturesDir))
    throw new Error(`No fixtures at ${fixturesDir}: the benchmark needs ../shared/fixtures`);
  return Object.entries(FOLDERS).flatMap(([folder, type]) =>
    readdirSync(join(fixturesDir, folder))
      .filter((name) => name.toLowerCase().endsWith('.pdf'))
      .sort()
      .map((name) => ({ name, type, bytes: new Uint8Array(readFileSync(join(fixturesDir, folder, name))) })),
  );
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalysisType } from '@doclens/api';
import { FIXTURES_DIR } from '@doclens/testing/shared-fixtures';

export { fixturesPresent } from '@doclens/testing/shared-fixtures';

export interface FixturePdf {
  name: string;
  documentType: AnalysisType;
  bytes: Uint8Array;
}

const TYPE_OF_FOLDER: Record<string, AnalysisType> = { contracts: 'contract', cvs: 'cv', essays: 'essay' };

/**
 * `count` real PDFs taken in turn from the contracts, CVs and essays, so every analyzer is exercised,
 * the smallest of each folder first: the scenarios are about faults, not load, and a busy machine
 * must not push a large PDF past the extraction time limit.
 */
export function fixturePdfs(count: number): FixturePdf[] {
  const byFolder = Object.entries(TYPE_OF_FOLDER).map(([folder, documentType]) => {
    const entries = readdirSync(join(FIXTURES_DIR, folder))
      .filter((name) => name.toLowerCase().endsWith('.pdf'))
      .map((name) => {
        const path = join(FIXTURES_DIR, folder, name);
        return { name, documentType, path, size: statSync(path).size };
      });
    return entries.sort((a, b) => a.size - b.size || a.name.localeCompare(b.name));
  });
  const picked: FixturePdf[] = [];
  for (let index = 0; picked.length < count; index += 1) {
    const folder = byFolder[index % byFolder.length];
    const entry = folder?.[Math.floor(index / byFolder.length) % folder.length];
    if (!entry) throw new Error(`no PDFs in ${FIXTURES_DIR}`);
    picked.push({
      name: entry.name,
      documentType: entry.documentType,
      bytes: new Uint8Array(readFileSync(entry.path)),
    });
  }
  return picked;
}

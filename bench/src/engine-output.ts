import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { AnalysisType } from '@doclens/api';
import { createAiProvider, type DocumentPage } from '@doclens/engine';
import { FIXTURES_DIR, fixturesPresent, inputOf, pdfTextsOf, twentyPageDocuments } from './engine-documents';
import { firstDifference } from './first-difference';

/**
 * The local engine's full results on the engine benchmark's documents and on every fixture PDF,
 * saved to a file or compared with a saved file: a speed change must leave every finding as it was.
 *   tsx src/engine-output.ts save <file>     tsx src/engine-output.ts compare <file>
 */
const [mode, file] = process.argv.slice(2);
if ((mode !== 'save' && mode !== 'compare') || !file) {
  process.stderr.write('usage: engine-output.ts save|compare <file>\n');
  process.exit(2);
}
if (!fixturesPresent()) {
  process.stdout.write(`engine output skipped: no fixtures at ${FIXTURES_DIR}\n`);
  process.exit(0);
}

const FOLDERS: Record<string, AnalysisType> = { essays: 'essay', cvs: 'cv', contracts: 'contract' };
const documents = await twentyPageDocuments();
for (const [folder, type] of Object.entries(FOLDERS)) {
  for (const { name, text } of await pdfTextsOf(folder)) {
    const pages: DocumentPage[] = [{ pageNumber: 1, text }];
    documents.push({ key: `${folder}/${name}`, type, source: name, pages });
  }
}

const engine = createAiProvider({ provider: 'local' }).analysisEngine();
const results: Record<string, unknown> = {};
for (const document of documents) {
  results[document.key] = JSON.parse(JSON.stringify(await engine.analyze(inputOf(document))));
}

if (mode === 'save') {
  writeFileSync(file, JSON.stringify(results));
  process.stdout.write(`saved the results of ${documents.length} documents to ${file}\n`);
} else {
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const changed = Object.keys({ ...saved, ...results }).filter((key) => !isDeepStrictEqual(saved[key], results[key]));
  for (const key of changed) {
    process.stdout.write(`${key}: ${firstDifference(saved[key], results[key])}\n`);
  }
  process.stdout.write(`${documents.length - changed.length} of ${documents.length} documents unchanged\n`);
  process.exitCode = changed.length === 0 ? 0 : 1;
}

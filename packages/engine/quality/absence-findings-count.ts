import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractAnalysis } from '@doclens/api';
import { createLocalEngine } from '../src/local/local-engine';
import { CORPUS_CONTRACTS_DIR, contractPages } from '../training/corpus-contracts';

/**
 * How many "No … clause" findings the engine gives over the whole contract corpus (client side), per
 * title, and which contracts get each: compare two runs by their `--out` lists to see which absence
 * claims a change removed or added. Only file names and titles are written, never contract text.
 *
 * `npx tsx packages/engine/quality/absence-findings-count.ts [--out <file>] [--contracts <file with one name a line>]`
 */
const NOT_FOUND = 'Not found in the document';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const out = option('--out');
  const only = option('--contracts');
  const chosen = only ? new Set(readFileSync(only, 'utf8').split('\n').filter(Boolean)) : undefined;
  const engine = createLocalEngine();
  const dir = join(CORPUS_CONTRACTS_DIR, 'text');
  const lines: string[] = [];
  const perTitle = new Map<string, number>();
  const files = readdirSync(dir).filter((file) => file.endsWith('.txt') && (!chosen || chosen.has(file)));
  for (const file of files) {
    const analysis = (await engine.analyze({
      documentType: 'contract',
      parameters: { role: 'client' },
      pages: contractPages(readFileSync(join(dir, file), 'utf8')),
      filename: file,
    })) as ContractAnalysis;
    for (const finding of analysis.keyFindings.filter((key) => key.section === NOT_FOUND)) {
      lines.push(`${file}\t${finding.title}\t${finding.type}`);
      perTitle.set(finding.title, (perTitle.get(finding.title) ?? 0) + 1);
    }
  }
  if (out) writeFileSync(out, `${lines.join('\n')}\n`);
  process.stdout.write(`${files.length} contracts, ${lines.length} absence findings\n`);
  for (const [title, count] of [...perTitle].sort((a, b) => b[1] - a[1])) {
    process.stdout.write(`${count}\t${title}\n`);
  }
}

await main();

import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { currentFindings } from './judgement-findings';
import { findingKey, judgementIndex, readJudgements, type UnratedLine } from './judgement-set';

/**
 * Writes the current findings that no judgement matches, as jsonl lines to rate (label and reason
 * empty), for the judged contracts or for the contracts listed in a file (one CUAD file name a line).
 *
 *   npx tsx packages/engine/quality/judgement-export.ts --out <file> [--contracts <list>]
 */
const { values } = parseArgs({
  options: { out: { type: 'string' }, contracts: { type: 'string' } },
});
if (!values.out) {
  process.stderr.write('usage: judgement-export.ts --out <file> [--contracts <file listing CUAD contract names>]\n');
  process.exit(2);
}
const judged = judgementIndex(readJudgements());
const contracts = values.contracts
  ? readFileSync(values.contracts, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
  : [...new Set([...judged.values()].map((judgement) => judgement.contract))];
const unrated: UnratedLine[] = [];
const written = new Set<string>();
for (const finding of await currentFindings(contracts)) {
  const key = findingKey(finding);
  if (judged.has(key) || written.has(key)) continue;
  written.add(key);
  unrated.push({ ...finding, label: '', reason: '', judgedAt: '' });
}
writeFileSync(values.out, unrated.map((line) => JSON.stringify(line)).join('\n') + (unrated.length > 0 ? '\n' : ''));
process.stdout.write(
  `${unrated.length} unjudged findings from ${contracts.length} contracts written to ${values.out}\n`,
);

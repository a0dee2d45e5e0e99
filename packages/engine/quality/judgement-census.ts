import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { currentFindings } from './judgement-findings';
import {
  FINDING_KINDS,
  findingKey,
  formatShares,
  judgementIndex,
  judgementShares,
  type Label,
  readJudgements,
  UNSEEN_JUDGEMENTS_FILE,
} from './judgement-set';

/**
 * The judged shares of the current findings on a list of contracts (one file name a line), per kind
 * and in all, from both judgement files; with `--fails` the partly and false findings with their
 * reasons, with `--unjudged` the findings no judgement matches (new or reworded ones, to read).
 * It answers "did this change make the findings on these agreements truer?" during development.
 *
 *   npx tsx packages/engine/quality/judgement-census.ts <list> [--fails] [--unjudged]
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { fails: { type: 'boolean', default: false }, unjudged: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) {
  process.stderr.write('usage: judgement-census.ts <file listing contract file names> [--fails] [--unjudged]\n');
  process.exit(2);
}
const contracts = readFileSync(positionals[0] ?? '', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);
const listed = new Set(contracts);
const judgements = [...readJudgements(), ...readJudgements(UNSEEN_JUDGEMENTS_FILE)].filter((judgement) =>
  listed.has(judgement.contract),
);
const current = await currentFindings(contracts);
const all: Record<Label, number> = { true: 0, partly: 0, false: 0 };
let unjudged = 0;
for (const shares of judgementShares(current, judgements)) {
  process.stdout.write(
    `${shares.kind.padEnd(15)} ${formatShares(shares.matched)}  unjudged ${shares.unjudged}  gone ${shares.gone}\n`,
  );
  for (const label of Object.keys(all) as Label[]) all[label] += shares.matched[label];
  unjudged += shares.unjudged;
}
process.stdout.write(`${'all'.padEnd(15)} ${formatShares(all)}  unjudged ${unjudged}\n`);
const index = judgementIndex(judgements);
for (const finding of current) {
  if (!FINDING_KINDS.includes(finding.kind)) continue;
  const judgement = index.get(findingKey(finding));
  if (values.unjudged && !judgement) {
    process.stdout.write(
      `\nUNJUDGED ${finding.contract} [${finding.kind}] ${finding.title}\n  statement: ${finding.statement}\n  quote: ${finding.quote}\n`,
    );
  }
  if (values.fails && judgement && judgement.label !== 'true') {
    process.stdout.write(
      `\n${judgement.label.toUpperCase()} ${finding.contract} [${finding.kind}] ${finding.title}\n  statement: ${finding.statement}\n  quote: ${finding.quote}\n  reason: ${judgement.reason}\n`,
    );
  }
}

import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { currentFindings } from './judgement-findings';
import {
  findingKey,
  judgementIndex,
  readJudgements,
  sampleFindings,
  UNSEEN_JUDGEMENTS_FILE,
  type UnratedLine,
} from './judgement-set';

/**
 * Writes the current findings that no judgement matches, as jsonl lines to rate (label and reason
 * empty), for the judged contracts or for the contracts listed in a file (one file name a line: a
 * CUAD corpus text, or an agreement of `unseen-contracts/`, the committed set nobody has read).
 * With `--per-kind n`, only n findings of each kind per contract, chosen by `--seed`.
 *
 *   npx tsx packages/engine/quality/judgement-export.ts --out <file> [--contracts <list>] [--per-kind <n> --seed <word>]
 */
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    contracts: { type: 'string' },
    'per-kind': { type: 'string' },
    seed: { type: 'string', default: 'judgement' },
  },
});
const perKind = values['per-kind'] === undefined ? undefined : Number(values['per-kind']);
if (!values.out || (perKind !== undefined && !(Number.isInteger(perKind) && perKind > 0))) {
  process.stderr.write(
    'usage: judgement-export.ts --out <file> [--contracts <file listing contract file names>] [--per-kind <n> --seed <word>]\n',
  );
  process.exit(2);
}
const developmentJudgements = readJudgements();
// A finding already rated in either file is not rated again; only the development contracts are the default list.
const judged = judgementIndex([...developmentJudgements, ...readJudgements(UNSEEN_JUDGEMENTS_FILE)]);
const contracts = values.contracts
  ? readFileSync(values.contracts, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
  : [...new Set(developmentJudgements.map((judgement) => judgement.contract))];
const unrated: UnratedLine[] = [];
const written = new Set<string>();
for (const finding of await currentFindings(contracts)) {
  const key = findingKey(finding);
  if (judged.has(key) || written.has(key)) continue;
  written.add(key);
  unrated.push({ ...finding, label: '', reason: '', judgedAt: '' });
}
const lines = perKind === undefined ? unrated : sampleFindings(unrated, perKind, values.seed);
writeFileSync(values.out, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
process.stdout.write(
  `${lines.length} of ${unrated.length} unjudged findings from ${contracts.length} contracts written to ${values.out}\n`,
);

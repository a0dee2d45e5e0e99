import { appendFileSync } from 'node:fs';
import {
  findingKey,
  JUDGEMENTS_FILE,
  jsonLines,
  judgementIndex,
  parseJudgement,
  readJudgements,
  UNSEEN_JUDGEMENTS_FILE,
} from './judgement-set';

/**
 * Appends the rated lines of an exported file to the judgement set. Lines still without a label
 * are skipped, an empty date is today's; a line whose label or reason is malformed stops the merge before anything is
 * written. A finding already judged is appended again only when its label or reason changed (a
 * re-rating: the later line wins when the figures are computed).
 *
 * With `--unseen`, the lines go to the judgements of contracts nobody had read before.
 *
 *   npx tsx packages/engine/quality/judgement-merge.ts <rated file> [--unseen]
 */
const file = process.argv[2];
const target = process.argv.includes('--unseen') ? UNSEEN_JUDGEMENTS_FILE : JUDGEMENTS_FILE;
if (!file) {
  process.stderr.write('usage: judgement-merge.ts <rated jsonl file>\n');
  process.exit(2);
}
const existing = judgementIndex(readJudgements(target));
const today = new Date().toISOString().slice(0, 10);
const rated = jsonLines(file)
  .map(({ line, number }) => ({ fields: JSON.parse(line) as Record<string, unknown>, number }))
  .filter(({ fields }) => fields.label !== '')
  // A rater who leaves the date empty rated it today.
  .map(({ fields, number }) =>
    parseJudgement(JSON.stringify({ ...fields, judgedAt: fields.judgedAt || today }), `${file}:${number}`),
  );
const fresh = rated.filter((judgement) => {
  const before = existing.get(findingKey(judgement));
  return !before || before.label !== judgement.label || before.reason !== judgement.reason;
});
if (fresh.length > 0) appendFileSync(target, fresh.map((line) => `${JSON.stringify(line)}\n`).join(''));
process.stdout.write(`${fresh.length} of ${rated.length} rated lines appended to ${target}\n`);

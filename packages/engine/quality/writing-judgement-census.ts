import { parseArgs } from 'node:util';
import { corpusDocuments, currentWritingFindings } from './writing-judgement-findings';
import {
  formatWritingShares,
  isHeldOut,
  keyOfFinding,
  readWritingJudgements,
  sampleDocuments,
  WRITING_SETS,
  type WritingJudgement,
  writingJudgementFile,
  writingKey,
  writingShares,
} from './writing-judgement-set';

/**
 * The judged shares of the current essay corrections, essay feedback or CV findings: on the documents
 * of the development judgement file (`--dev`), or on `--count n` held-out documents drawn by `--seed`
 * (the same draw `writing-judgement-export.ts --unseen` rated). For feedback it also prints how many
 * essays' feedback is fully right. `--fails` prints the findings judged partly or wrong with their
 * reasons; use it on development documents only, since held-out ones are never read to change rules.
 *
 *   npx tsx packages/engine/quality/writing-judgement-census.ts --set corrections|feedback|cv (--dev | --seed <word> [--count n]) [--fails]
 */
const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    dev: { type: 'boolean', default: false },
    seed: { type: 'string' },
    count: { type: 'string', default: '16' },
    fails: { type: 'boolean', default: false },
  },
});
const set = WRITING_SETS.find((name) => name === values.set);
const count = Number(values.count);
if (!set || values.dev === (values.seed !== undefined) || !(Number.isInteger(count) && count > 0)) {
  process.stderr.write(
    'usage: writing-judgement-census.ts --set corrections|feedback|cv (--dev | --seed <word> [--count n]) [--fails]\n',
  );
  process.exit(2);
}
const judgements = readWritingJudgements(writingJudgementFile(set, !values.dev));
const documents = values.dev
  ? [...new Set(judgements.map((judgement) => judgement.document))]
  : sampleDocuments(corpusDocuments(set).filter(isHeldOut), count, values.seed ?? '');
const chosen = new Set(documents);
const relevant = judgements.filter((judgement) => chosen.has(judgement.document));
const current = (await currentWritingFindings(set, documents)).flatMap((analysed) => analysed.findings);
for (const shares of writingShares(current, relevant)) {
  process.stdout.write(
    `${shares.kind.padEnd(28)} ${formatWritingShares(shares.matched)}  unjudged ${shares.unjudged}  gone ${shares.gone}\n`,
  );
}
const index = new Map<string, WritingJudgement>(relevant.map((judgement) => [writingKey(judgement), judgement]));
const judged = current.flatMap((finding) => {
  const judgement = index.get(keyOfFinding(finding));
  return judgement ? [{ finding, judgement }] : [];
});
if (set === 'feedback') {
  const right = judged.filter(({ judgement }) => judgement.label === 'right').length;
  process.stdout.write(`feedback fully right: ${right} of ${judged.length} essays still judged\n`);
}
if (values.fails && values.dev) {
  for (const { finding, judgement } of judged) {
    if (judgement.label === 'right') continue;
    process.stdout.write(
      `\n${judgement.label} ${finding.document} [${finding.kind}] ${finding.quote.slice(0, 160)}\n  statement: ${finding.statement.slice(0, 400)}\n  reason: ${judgement.reason}\n`,
    );
  }
}

import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { corpusDocuments, currentWritingFindings } from './writing-judgement-findings';
import {
  isHeldOut,
  keyOfFinding,
  readWritingJudgements,
  sampleDocuments,
  sampleWritingFindings,
  WRITING_SETS,
  type WritingSet,
  writingJudgementFile,
  writingKey,
} from './writing-judgement-set';

/**
 * Writes the current findings of one set that no judgement matches, to rate: each line holds the
 * finding with the document text around it (this file stays outside the repository, since the
 * essays and CVs may not be copied into it) and an empty label and reason. The documents are the
 * judged ones, those listed in `--documents`, or `--count n` drawn by `--seed` from the development
 * documents (from the held-out ones with `--unseen`).
 *
 *   npx tsx packages/engine/quality/writing-judgement-export.ts --set corrections|feedback|cv --out <file>
 *     [--documents <list> | --count <n>] [--per-kind <n>] [--per-document <n>] [--seed <word>] [--unseen]
 */
const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    out: { type: 'string' },
    documents: { type: 'string' },
    count: { type: 'string' },
    'per-kind': { type: 'string' },
    'per-document': { type: 'string' },
    seed: { type: 'string', default: 'writing-judgement' },
    unseen: { type: 'boolean', default: false },
  },
});
const set = WRITING_SETS.find((name) => name === values.set);
const count = values.count === undefined ? undefined : Number(values.count);
const perKind = values['per-kind'] === undefined ? undefined : Number(values['per-kind']);
const perDocument = values['per-document'] === undefined ? undefined : Number(values['per-document']);
const positive = (value: number | undefined): boolean => value === undefined || (Number.isInteger(value) && value > 0);
if (!set || !values.out || !positive(count) || !positive(perKind) || !positive(perDocument)) {
  process.stderr.write(
    'usage: writing-judgement-export.ts --set corrections|feedback|cv --out <file> [--documents <list> | --count <n>] [--per-kind <n>] [--per-document <n>] [--seed <word>] [--unseen]\n',
  );
  process.exit(2);
}
const unseen = values.unseen;
const judged = new Map(
  readWritingJudgements(writingJudgementFile(set, unseen)).map((line) => [writingKey(line), line]),
);
const documents = chosenDocuments(set);
const wrongSide = documents.filter((document) => isHeldOut(document) !== unseen);
if (wrongSide.length > 0) {
  process.stderr.write(
    `${wrongSide.join(', ')}: ${unseen ? 'not held out (drop --unseen)' : 'held out (rate them only with --unseen)'}\n`,
  );
  process.exit(2);
}
const lines = [];
for (const analysed of await currentWritingFindings(set, documents)) {
  const fresh = analysed.findings.filter((finding) => !judged.has(keyOfFinding(finding)));
  const unique = [...new Map(fresh.map((finding) => [keyOfFinding(finding), finding])).values()];
  const sample =
    perKind === undefined && perDocument === undefined
      ? unique
      : sampleWritingFindings(unique, perKind ?? Number.POSITIVE_INFINITY, values.seed, perDocument);
  for (const finding of sample) {
    lines.push({
      ...finding,
      context: set === 'feedback' ? analysed.text : around(analysed.text, finding.at),
      label: '',
      reason: '',
      ...(set === 'feedback' ? { aspects: [] } : {}),
      judgedAt: '',
    });
  }
}
writeFileSync(values.out, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
process.stdout.write(`${lines.length} unjudged findings from ${documents.length} documents written to ${values.out}\n`);

function chosenDocuments(chosen: WritingSet): string[] {
  if (values.documents) {
    return readFileSync(values.documents, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  }
  if (count !== undefined) {
    const pool = corpusDocuments(chosen).filter((document) => isHeldOut(document) === unseen);
    return sampleDocuments(pool, count, values.seed);
  }
  return [...new Set([...judged.values()].map((line) => line.document))];
}

/** The text around a quote, for the rater to read it in its place. */
function around(text: string, at: [number, number] | null): string {
  if (!at) return '';
  return text.slice(Math.max(0, at[0] - 300), Math.min(text.length, at[1] + 300));
}

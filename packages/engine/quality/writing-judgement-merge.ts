import { appendFileSync, readFileSync } from 'node:fs';
import {
  isHeldOut,
  parseWritingJudgement,
  readWritingJudgements,
  textSha,
  WRITING_SETS,
  type WritingJudgement,
  writingJudgementFile,
  writingKey,
} from './writing-judgement-set';

/**
 * Appends the rated lines of an exported file to the judgements of their set. The document text,
 * the statement and the quote are not kept (the corpus essays and CVs may not be copied into the
 * repository): a judgement stores the document, the quote's place and hashes of what the user read.
 * Lines still without a label are skipped, an empty date is today's, a malformed line stops the
 * merge before anything is written, and a finding already judged is appended again only when its
 * label, reason or aspects changed (a re-rating: the later line wins).
 *
 *   npx tsx packages/engine/quality/writing-judgement-merge.ts <rated file> [--unseen]
 */
const file = process.argv[2];
const unseen = process.argv.includes('--unseen');
if (!file) {
  process.stderr.write('usage: writing-judgement-merge.ts <rated jsonl file> [--unseen]\n');
  process.exit(2);
}
const today = new Date().toISOString().slice(0, 10);
const rated: WritingJudgement[] = readFileSync(file, 'utf8')
  .split('\n')
  .map((line, index) => ({ line: line.trim(), number: index + 1 }))
  .filter(({ line }) => line !== '')
  .map(({ line, number }) => ({ fields: JSON.parse(line) as Record<string, unknown>, number }))
  .filter(({ fields }) => fields.label !== '')
  .map(({ fields, number }) => {
    const where = `${file}:${number}`;
    const document = String(fields.document);
    if (isHeldOut(document) !== unseen) {
      throw new Error(`${where}: ${document} is ${unseen ? 'not held out' : 'held out: merge it with --unseen'}`);
    }
    const aspects = Array.isArray(fields.aspects) && fields.aspects.length > 0 ? { aspects: fields.aspects } : {};
    return parseWritingJudgement(
      {
        set: fields.set,
        document,
        kind: fields.kind,
        statementSha: textSha(String(fields.statement ?? '')),
        quoteSha: textSha(String(fields.quote ?? '')),
        at: fields.at ?? null,
        label: fields.label,
        reason: fields.reason,
        ...aspects,
        judgedAt: fields.judgedAt || today,
      },
      where,
    );
  });
for (const set of WRITING_SETS) {
  const lines = rated.filter((judgement) => judgement.set === set);
  if (lines.length === 0) continue;
  const target = writingJudgementFile(set, unseen);
  const existing = new Map(readWritingJudgements(target).map((line) => [writingKey(line), line]));
  const fresh = lines.filter((judgement) => {
    const before = existing.get(writingKey(judgement));
    return (
      !before ||
      before.label !== judgement.label ||
      before.reason !== judgement.reason ||
      String(before.aspects) !== String(judgement.aspects)
    );
  });
  if (fresh.length > 0) appendFileSync(target, fresh.map((line) => `${JSON.stringify(line)}\n`).join(''));
  process.stdout.write(`${fresh.length} of ${lines.length} rated lines appended to ${target}\n`);
}

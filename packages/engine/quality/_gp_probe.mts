import { currentWritingFindings } from './writing-judgement-findings';
import { keyOfFinding, readWritingJudgements, writingJudgementFile, writingKey } from './writing-judgement-set';
const prefixes = process.argv.slice(2);
const judgements = readWritingJudgements(writingJudgementFile('corrections', false)).filter(
  (j) => j.label !== 'right' && prefixes.some((p) => j.kind.startsWith(p)),
);
const byKey = new Map(judgements.map((j) => [writingKey(j), j]));
const docs = new Set(judgements.map((j) => j.document));
for (const doc of await currentWritingFindings('corrections', docs)) {
  for (const f of doc.findings) {
    const j = byKey.get(keyOfFinding(f));
    if (!j) continue;
    console.log(`\n[${j.label}] ${j.kind} doc ${j.document}: ${j.reason}\n  STATEMENT: ${f.statement}\n  QUOTE: ${f.quote}`);
  }
}
process.exit(0);

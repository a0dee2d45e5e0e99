import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { inconsistentTerms } from '../src/local/contract/contract-consistency';
import { CORPUS_CONTRACTS_DIR, readLabelledContracts } from '../training/corpus-contracts';
import type { QualityRow, QualitySection } from './quality-section';

/** Findings of the internal-consistency check read against their quotes, one JSON object a line. */
const JUDGEMENTS_FILE = fileURLToPath(new URL('./judgements/consistency-findings.jsonl', import.meta.url));

const quoteSchema = z.object({ page: z.number().int().min(1), quote: z.string().min(1) });
const judgementSchema = z.object({
  contract: z.string().min(1),
  finding: z.string().min(1),
  first: quoteSchema,
  second: quoteSchema.nullable(),
  label: z.enum(['true', 'partly', 'false']),
  reason: z.string().min(1),
  /** Which version of the check produced it: "first draft", "intermediate", "shipped", or "candidate" (never reported). */
  judged: z.string().min(1),
});
type Judgement = z.infer<typeof judgementSchema>;

const keyOf = (contract: string, finding: string, first: string, second: string | undefined) =>
  [contract, finding, first, second ?? ''].join('\u0000');

/**
 * Runs the check over every corpus contract (figures are aggregate counts) and reads the findings it
 * gives today against the judgements written down, so the share of true findings is recomputed after
 * each change. A finding nobody has judged yet is counted as such, not guessed.
 */
export async function consistencyQuality(): Promise<QualitySection> {
  const title = 'Internal consistency (CUAD corpus)';
  if (!existsSync(CORPUS_CONTRACTS_DIR)) return { title, rows: [], notes: ['The CUAD corpus is not available.'] };
  const judgements = readJudgements();
  const byKey = new Map(
    judgements.map((item) => [keyOf(item.contract, item.finding, item.first.quote, item.second?.quote), item]),
  );
  const perTitle = new Map<string, number>();
  const labels = { true: 0, partly: 0, false: 0 };
  let findings = 0;
  let contractsWithFindings = 0;
  let unjudged = 0;
  const contracts = readLabelledContracts();
  for (const contract of contracts) {
    const found = inconsistentTerms(contract.sentences, contract.pages, 'client');
    if (found.length > 0) contractsWithFindings += 1;
    const file = contract.name.replace(/\.pdf$/iu, '.txt');
    for (const { finding } of found) {
      findings += 1;
      perTitle.set(finding.title, (perTitle.get(finding.title) ?? 0) + 1);
      const judged = byKey.get(
        keyOf(file, finding.title, finding.evidence?.quote ?? '', finding.relatedEvidence?.[0]?.quote),
      );
      if (judged) labels[judged.label] += 1;
      else unjudged += 1;
    }
  }
  const judgedNow = labels.true + labels.partly + labels.false;
  const share = (count: number) => (judgedNow === 0 ? 'n/a' : `${Math.round((100 * count) / judgedNow)}%`);
  const rows: QualityRow[] = [
    { measure: 'contracts read', value: String(contracts.length) },
    { measure: 'findings (contracts with one)', value: `${findings} (${contractsWithFindings})` },
    {
      measure: 'findings judged true / partly / false',
      value: `${share(labels.true)} / ${share(labels.partly)} / ${share(labels.false)} of ${judgedNow}`,
    },
    { measure: 'findings not judged yet', value: String(unjudged) },
    { measure: 'judgements kept (all versions)', value: String(judgements.length) },
  ];
  return {
    title,
    rows,
    notes: [...perTitle.entries()].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `${kind}: ${count}`),
  };
}

function readJudgements(): Judgement[] {
  if (!existsSync(JUDGEMENTS_FILE)) return [];
  return readFileSync(JUDGEMENTS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => judgementSchema.parse(JSON.parse(line)));
}

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ContractAnalysis } from '@doclens/api';
import { z } from 'zod';
import { createLocalEngine } from '../src/local/local-engine';
import { readContractPages } from '../training/corpus-contracts';
import { jsonLines } from './judgement-set';
import type { QualityRow, QualitySectionRunner } from './quality-section';

/**
 * The agreement and expiration dates of the committed agreements of `unseen-contracts/`, read by a
 * person from the preamble, the signature block and the term sentences (issue 32, "Dates"): the
 * date the agreement is made or dated, and the date its term ends when the text states it or lets a
 * reader compute it without outside facts. `null` means the agreement states none; the engine
 * giving a date there is a false claim, counted on its own row.
 */
export const UNSEEN_DATES_FILE = fileURLToPath(new URL('./unseen-contracts/dates.jsonl', import.meta.url));

const ISO_DATE = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/u, 'a date is YYYY-MM-DD')
  .nullable();
const dateLabelSchema = z.object({
  contract: z.string().min(1),
  agreementDate: ISO_DATE,
  expirationDate: ISO_DATE,
  reason: z.string().min(1),
  labelledAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u),
});
export type DateLabel = z.infer<typeof dateLabelSchema>;

const ISO_VALUE = /^\d{4}-\d{2}-\d{2}$/u;

const FACTS = [
  { category: 'Agreement Date', field: 'agreementDate', target: 0.9 },
  { category: 'Expiration Date', field: 'expirationDate', target: 0.7 },
] as const;

/** Every date label, each line checked; a malformed line names its place. */
export function readDateLabels(file: string = UNSEEN_DATES_FILE): DateLabel[] {
  if (!existsSync(file)) return [];
  return jsonLines(file).map(({ line, number }) => {
    const parsed = dateLabelSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${file}:${number}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    return parsed.data;
  });
}

export interface DateTally {
  /** Agreements whose text states the date, and of those the ones the engine gives exactly. */
  stated: number;
  matched: number;
  /** Agreements that state no such date, and of those the ones the engine still gives one for. */
  none: number;
  claimedWhereNone: number;
}

/** Compares the engine's date facts, client side, with the labels. */
export async function dateTallies(labels: readonly DateLabel[]): Promise<Record<string, DateTally>> {
  const engine = createLocalEngine();
  const tallies: Record<string, DateTally> = {};
  for (const fact of FACTS) tallies[fact.category] = { stated: 0, matched: 0, none: 0, claimedWhereNone: 0 };
  for (const label of labels) {
    const analysis = (await engine.analyze({
      documentType: 'contract',
      parameters: { role: 'client' },
      pages: readContractPages(label.contract),
      filename: label.contract,
    })) as ContractAnalysis;
    const given = new Map((analysis.clauses ?? []).map((clause) => [clause.category, clause.value]));
    for (const fact of FACTS) {
      const tally = tallies[fact.category] as DateTally;
      const expected = label[fact.field];
      const found = given.get(fact.category);
      if (expected === null) {
        tally.none++;
        // A term told as a length ("a period of one (1) year") is true where no date is stated; a date is not.
        if (found && ISO_VALUE.test(found)) tally.claimedWhereNone++;
      } else {
        tally.stated++;
        if (found === expected) tally.matched++;
      }
    }
  }
  return tallies;
}

export const unseenDatesQuality: QualitySectionRunner = async () => {
  const labels = readDateLabels();
  if (labels.length === 0)
    return { title: 'Dates of unseen agreements', rows: [{ measure: 'labels', value: 'none yet' }] };
  const tallies = await dateTallies(labels);
  const rows: QualityRow[] = FACTS.flatMap(({ category, target }) => {
    const tally = tallies[category] as DateTally;
    const share = tally.stated === 0 ? 0 : tally.matched / tally.stated;
    return [
      {
        measure: `${category.toLowerCase()} exact match`,
        value: `${share.toFixed(2)} (${tally.matched}/${tally.stated})`,
        target: `≥ ${target.toFixed(2)}`,
        met: share >= target,
      },
      {
        measure: `${category.toLowerCase()}: a date given where none is stated`,
        value: `${tally.claimedWhereNone}/${tally.none}`,
      },
    ];
  });
  return {
    title: 'Dates of unseen agreements',
    rows,
    notes: [
      `${labels.length} agreements of unseen-contracts/ labelled by reading them (unseen-contracts/dates.jsonl); agreements first labelled after the engine was last changed for them are the honest figure.`,
    ],
  };
};

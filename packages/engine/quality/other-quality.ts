import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { EngineInfo, OtherAnalysis, OtherParameters } from '@doclens/api';
import type { DocumentPage } from '../src/analysis-engine';
import { analyzeOther } from '../src/local/other/analyze-other';
import { chargeLinesOf, isUnusualCharge } from '../src/local/other/charge-lines';
import { moneyStyleOf } from '../src/local/other/money';
import { type DocumentText, prepareDocumentText } from '../src/text/document-text';
import { splitLines } from '../src/text/lines';
import {
  CHARGE_DOCUMENTS,
  type ChargeDocument,
  HELD_OUT_CHARGE_DOCUMENTS,
  type LabelledCharge,
} from './charge-documents';
import type { QualityRow, QualitySectionRunner } from './quality-section';
import { corpusSources, everyNth, fixtureSources, type TextSource } from './result-validity';

const ENGINE: EngineInfo = { provider: 'local', version: 'quality' };
const FEE_PURPOSE = 'to check for unusual fees';
/** Corpus documents read as "other" per kind: enough to see the titles' shape, quick to run. */
const CORPUS_SAMPLE = 30;
const TARGETS = { chargeRecall: 0.9, chargePrecision: 0.9, wordListTitles: 0 } as const;

export type OtherAnalyzer = (text: DocumentText, parameters: OtherParameters, engine: EngineInfo) => OtherAnalysis;

/**
 * "Other" documents: are their fee lines found (with amount and page) on a labelled set of
 * statements, bills and invoices, is the user's fee question answered first, and are key insights
 * facts with values rather than lists of topic words, on the fixtures' CVs and essays and a sample
 * of the corpus read as "other".
 */
export const otherQuality: QualitySectionRunner = async (fixturesDir) => {
  const charges = chargeFigures(CHARGE_DOCUMENTS);
  const heldOut = chargeFigures(HELD_OUT_CHARGE_DOCUMENTS);
  const answered = answeredFirst(CHARGE_DOCUMENTS, analyzeOther);
  const answeredHeldOut = answeredFirst(HELD_OUT_CHARGE_DOCUMENTS, analyzeOther);
  const titles = await titleFigures(documentsFor(fixturesDir), analyzeOther);
  const rows: QualityRow[] = [
    row('Fee lines found with amount and page (recall)', charges.recall, TARGETS.chargeRecall, charges.counts),
    row('Fee lines reported that are fee lines (precision)', charges.precision, TARGETS.chargePrecision),
    {
      measure: 'Found fee lines flagged unusual exactly when labelled unusual',
      value: charges.unusualAgreement.toFixed(2),
    },
    row('Held-out set: fee lines found (recall)', heldOut.recall, TARGETS.chargeRecall, heldOut.counts),
    row('Held-out set: fee lines reported that are fee lines (precision)', heldOut.precision, TARGETS.chargePrecision),
    { measure: 'Held-out set: unusual flag agreement', value: heldOut.unusualAgreement.toFixed(2) },
    {
      measure: `"${FEE_PURPOSE}" answered by the first key insight (an unusual fee line, else "No unusual charges" or "No fees" as the labels say)`,
      value: `${answered.answered}/${answered.documents}`,
    },
    { measure: 'Held-out set: the same', value: `${answeredHeldOut.answered}/${answeredHeldOut.documents}` },
    ...titles.rows,
  ];
  return {
    title: 'Other documents: substance and key insights',
    rows,
    notes: [
      `Labelled set: ${CHARGE_DOCUMENTS.length} statements, bills and invoices written for this report (quality/charge-documents.ts), ${charges.labelled} labelled fee lines.`,
      ...charges.misses.map((miss) => `missed: ${miss}`),
      ...charges.falseAlarms.map((alarm) => `not a labelled fee line: ${alarm}`),
      `Held-out set: ${HELD_OUT_CHARGE_DOCUMENTS.length} more documents written after the rules were adjusted on the first set, ${heldOut.labelled} labelled fee lines.`,
      ...heldOut.misses.map((miss) => `held-out missed: ${miss}`),
      ...heldOut.falseAlarms.map((alarm) => `held-out, not a labelled fee line: ${alarm}`),
      ...titles.examples,
    ],
  };
};

function row(measure: string, value: number, target: number, detail?: string): QualityRow {
  return {
    measure: detail ? `${measure} (${detail})` : measure,
    value: value.toFixed(2),
    target: `≥ ${target.toFixed(2)}`,
    met: value >= target,
  };
}

interface ChargeFigures {
  recall: number;
  precision: number;
  unusualAgreement: number;
  labelled: number;
  counts: string;
  misses: string[];
  falseAlarms: string[];
}

/** Fee lines found against the labels: same page, same amount, label containing the labelled words. */
export function chargeFigures(documents: readonly ChargeDocument[]): ChargeFigures {
  let labelled = 0;
  let found = 0;
  let matched = 0;
  let agreeing = 0;
  const misses: string[] = [];
  const falseAlarms: string[] = [];
  for (const document of documents) {
    const lines = splitLines(document.pages);
    const charges = chargeLinesOf(lines, moneyStyleOf(lines.map((line) => line.text)));
    labelled += document.charges.length;
    found += charges.length;
    const unmatched = [...charges];
    for (const label of document.charges) {
      const at = unmatched.findIndex((charge) => matches(charge, label));
      if (at === -1) {
        misses.push(`${document.name}: ${label.label} ${label.amount} (page ${label.page})`);
        continue;
      }
      const [charge] = unmatched.splice(at, 1);
      matched += 1;
      if (charge && isUnusualCharge(charge) === label.unusual) agreeing += 1;
    }
    for (const charge of unmatched) {
      falseAlarms.push(`${document.name}: “${charge.label}” ${charge.shownAmount} (page ${charge.line.page})`);
    }
  }
  return {
    recall: labelled === 0 ? 1 : matched / labelled,
    precision: found === 0 ? 1 : matched / found,
    unusualAgreement: matched === 0 ? 0 : agreeing / matched,
    labelled,
    counts: `${matched}/${labelled}`,
    misses,
    falseAlarms,
  };
}

function matches(
  charge: { label: string; amount: { value: number }; line: { page: number } },
  label: LabelledCharge,
): boolean {
  const name = charge.label.toLowerCase();
  return (
    charge.line.page === label.page &&
    Math.abs(Math.abs(charge.amount.value) - label.amount) < 0.005 &&
    (name.includes(label.label) || label.label.includes(name))
  );
}

/**
 * Whether the first key insight answers "unusual fees": an unusual fee line when the document has
 * one, "No unusual charges found" when its charges are all routine, "No fees or charges found" when
 * it has none.
 */
export function answeredFirst(
  documents: readonly ChargeDocument[],
  analyze: OtherAnalyzer,
): { answered: number; documents: number } {
  let answered = 0;
  for (const document of documents) {
    const result = analyze(prepareDocumentText(document.pages), { documentPurpose: FEE_PURPOSE }, ENGINE);
    const first = (result.keyInsights[0]?.title ?? '').toLowerCase();
    const unusual = document.charges.filter((charge) => charge.unusual);
    const ok =
      unusual.length > 0
        ? unusual.some((charge) => first.includes(charge.label))
        : document.charges.length > 0
          ? first.startsWith('no unusual charges')
          : first.startsWith('no fees or charges');
    if (ok) answered += 1;
  }
  return { answered, documents: documents.length };
}

interface NamedPages {
  group: string;
  name: string;
  pages: DocumentPage[];
}

/** The fixtures' CVs and essays (PDF) and a fixed sample of corpus contracts, essays and CVs. */
function documentsFor(fixturesDir: string): Array<{ group: string; source: TextSource }> {
  const fixtures = fixtureSources(fixturesDir)
    .filter((source) => source.name.startsWith('cvs/') || source.name.startsWith('essays/'))
    .map((source) => ({ group: `fixtures ${source.name.split('/')[0]}`, source }));
  const corpusDir = join(fixturesDir, '..', 'corpus');
  if (!existsSync(corpusDir)) return fixtures;
  const corpus = (['contracts', 'essays', 'cvs'] as const).flatMap((kind) =>
    everyNth(corpusSources(corpusDir, kind), CORPUS_SAMPLE).map((source) => ({ group: `corpus ${kind}`, source })),
  );
  return [...fixtures, ...corpus];
}

/** A title that is only topic words: "Account, bank", "Logistics segment, revenue". */
const WORD_LIST = /^[\p{L}'’-]+(?: [\p{L}'’-]+)?(?:, [\p{L}'’-]+(?: [\p{L}'’-]+)?){0,2}$/u;
const VALUE = /\d/u;

/**
 * Per group, the share of key-insight titles that state a value (a figure, amount or date) and the
 * share that are bare lists of topic words.
 */
export async function titleFigures(
  documents: ReadonlyArray<{ group: string; source: TextSource }>,
  analyze: OtherAnalyzer,
): Promise<{ rows: QualityRow[]; examples: string[] }> {
  const byGroup = new Map<string, { titles: string[] }>();
  const extra: NamedPages[] = CHARGE_DOCUMENTS.map((document) => ({
    group: 'labelled statements and invoices',
    name: document.name,
    pages: document.pages,
  }));
  const read: NamedPages[] = [];
  for (const { group, source } of documents) {
    const pages = await source.pages();
    if (pages.some((page) => page.text.trim() !== '')) read.push({ group, name: source.name, pages });
  }
  for (const { group, pages } of [...read, ...extra]) {
    const result = analyze(prepareDocumentText(pages), {}, ENGINE);
    const entry = byGroup.get(group) ?? { titles: [] };
    entry.titles.push(...result.keyInsights.map((insight) => insight.title));
    byGroup.set(group, entry);
  }
  const rows: QualityRow[] = [];
  const examples: string[] = [];
  const all = [...byGroup.values()].flatMap((entry) => entry.titles);
  for (const [group, { titles }] of [...byGroup.entries(), ['all', { titles: all }] as const]) {
    const values = titles.filter((title) => VALUE.test(title)).length / Math.max(1, titles.length);
    const lists = titles.filter((title) => WORD_LIST.test(title)).length / Math.max(1, titles.length);
    rows.push({
      measure: `Key insight titles with a value · bare word lists — ${group} (${titles.length} titles)`,
      value: `${values.toFixed(2)} · ${lists.toFixed(2)}`,
      ...(group === 'all' ? { target: `— · ${TARGETS.wordListTitles}`, met: lists <= TARGETS.wordListTitles } : {}),
    });
    const list = titles.find((title) => WORD_LIST.test(title));
    if (list) examples.push(`${group}: a word-list title: “${list}”`);
  }
  return { rows, examples };
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContractAnalysis } from '@doclens/api';
import { contractFacts } from '../src/local/contract/contract-facts';
import { CUAD_VALUE_CATEGORIES } from '../src/local/contract/cuad-value-categories';
import { durationDays, durationsIn } from '../src/local/contract/durations';
import { createLocalEngine } from '../src/local/local-engine';
import { prepareDocumentText } from '../src/text/document-text';
import { collectEvidence, evidenceNotInDocument } from '../src/text/evidence';
import { isBareHeading, startsMidSentence } from '../src/text/quote-shape';
import {
  crossValidatedPresence,
  EncodedCorpus,
  isPresentAnswer,
  learnedCategories,
} from '../training/clause-classifier-training';
import { contractPages, readLabelledContracts } from '../training/corpus-contracts';
import type { QualityRow, QualitySectionRunner } from './quality-section';

type Labels = Record<string, { clauses: Record<string, { answer: string }> }>;

const MICRO_F1_TARGET = 0.82;
const GOVERNING_LAW_TARGET = 0.92;
const DATE_CATEGORIES = ['Agreement Date', 'Effective Date', 'Expiration Date'] as const;
/** Facts stated as a length of time: the engine's value matches when it is the same length as the experts' answer. */
const LENGTH_CATEGORIES = ['Renewal Term', 'Notice Period To Terminate Renewal'] as const;

interface Counts {
  truePositive: number;
  falsePositive: number;
  falseNegative: number;
}

/** The labelled CUAD contracts beside the fixtures (`../shared/corpus/contracts`), measured in corpus mode. */
const CORPUS_DIR = fileURLToPath(new URL('../../../../shared/corpus/contracts/', import.meta.url));

/** Corpus mode is asked for with `npm run quality -- --corpus` or `QUALITY_CORPUS=1`; fixtures stay the fast default. */
export function corpusModeRequested(argv: readonly string[] = process.argv, env = process.env): boolean {
  // From the repository root, npm keeps `-- --corpus` for itself and hands it on as npm_config_corpus.
  return argv.includes('--corpus') || env.QUALITY_CORPUS === '1' || env.npm_config_corpus === 'true';
}

/** What one set of labelled contracts scores. */
export interface ContractFigures {
  contracts: number;
  covered: number;
  counts: Map<string, Counts>;
  total: Counts;
  lawLabelled: number;
  lawMatched: number;
  dateLabelled: Map<string, number>;
  dateMatched: Map<string, number>;
  lengthLabelled: Map<string, number>;
  lengthMatched: Map<string, number>;
  quotes: QuoteTally;
}

/** How many quotes the analyses gave, and how many a reader would find broken. */
interface QuoteTally {
  total: number;
  bareHeading: number;
  midSentence: number;
  offPage: number;
}

/**
 * Clause detection on the CUAD contracts, against the experts' answers. In corpus mode every figure
 * is printed for the corpus beside the fixture figure, and the per-category notes give both.
 */
export const contractQuality: QualitySectionRunner = async (fixturesDir) => {
  const fixtures = await measureContracts(join(fixturesDir, 'contracts'));
  // On the corpus, the learned part of clause detection is judged by five-fold cross-validation:
  // each contract's learned verdicts come from a model that never saw it.
  const corpus =
    corpusModeRequested() && existsSync(CORPUS_DIR)
      ? await measureContracts(CORPUS_DIR, crossValidatedClauses(CORPUS_DIR))
      : undefined;
  const show = (figure: (figures: ContractFigures) => string): string =>
    corpus ? `fixtures ${figure(fixtures)} · corpus ${figure(corpus)}` : figure(fixtures);
  // The target is judged on the corpus when it was measured: the fixtures are what the rules were written on.
  const judged = corpus ?? fixtures;
  const microF1 = f1(judged.total);
  const lawRate = judged.lawLabelled === 0 ? 0 : judged.lawMatched / judged.lawLabelled;
  const rows: QualityRow[] = [
    { measure: 'contracts measured', value: show((figures) => String(figures.contracts)) },
    {
      measure: 'CUAD categories covered',
      value: String(judged.covered),
      target: '≥ 25',
      met: judged.covered >= 25,
    },
    {
      measure: 'clause presence micro-F1',
      value: show((figures) => f1(figures.total).toFixed(3)),
      target: `≥ ${MICRO_F1_TARGET.toFixed(2)}`,
      met: microF1 >= MICRO_F1_TARGET,
    },
    {
      measure: 'governing law exact match',
      value: show((figures) => matchShare(figures.lawMatched, figures.lawLabelled)),
      target: `≥ ${GOVERNING_LAW_TARGET.toFixed(2)}`,
      met: lawRate >= GOVERNING_LAW_TARGET,
    },
    ...DATE_CATEGORIES.map((category) => ({
      measure: `${category.toLowerCase()} exact match`,
      value: show((figures) =>
        matchShare(figures.dateMatched.get(category) ?? 0, figures.dateLabelled.get(category) ?? 0),
      ),
    })),
    ...LENGTH_CATEGORIES.map((category) => ({
      measure: `${category.toLowerCase()} length match`,
      value: show((figures) =>
        matchShare(figures.lengthMatched.get(category) ?? 0, figures.lengthLabelled.get(category) ?? 0),
      ),
    })),
    {
      measure: 'quotes that are a bare heading',
      value: show((figures) => quoteShare(figures.quotes.bareHeading, figures.quotes.total)),
    },
    {
      measure: 'quotes that start mid-sentence',
      value: show((figures) => quoteShare(figures.quotes.midSentence, figures.quotes.total)),
    },
    {
      measure: 'quotes not on their cited page',
      value: show((figures) => String(figures.quotes.offPage)),
      target: '0',
      met: judged.quotes.offPage === 0,
    },
  ];
  const notes = [...judged.counts.keys()].map((category) => {
    const line = (figures: ContractFigures): string => {
      const tally = figures.counts.get(category) ?? { truePositive: 0, falsePositive: 0, falseNegative: 0 };
      return `P ${ratio(tally.truePositive, tally.truePositive + tally.falsePositive)} R ${ratio(tally.truePositive, tally.truePositive + tally.falseNegative)} F1 ${f1(tally).toFixed(2)} (tp ${tally.truePositive}, fp ${tally.falsePositive}, fn ${tally.falseNegative})`;
    };
    return corpus
      ? `${category}: fixtures ${line(fixtures)} · corpus ${line(corpus)}`
      : `${category}: ${line(fixtures)}`;
  });
  const title = corpus ? 'Contract clauses (CUAD): fixtures and corpus' : 'Contract clauses (CUAD)';
  return { title, rows, notes };
};

/** Per contract, the learned categories detection finds with a model trained on the other four folds. */
function crossValidatedClauses(dir: string): Map<string, Set<string>> {
  return crossValidatedPresence(new EncodedCorpus(readLabelledContracts(dir), learnedCategories()));
}

/**
 * Runs the engine on every labelled contract of `dir` (`labels.json` + `text/`) and tallies the
 * figures. With `crossValidated`, the presence of each learned category is the cross-validated
 * verdict (or a fact the engine states, as the result would list it), not the shipped model's.
 */
export async function measureContracts(
  dir: string,
  crossValidated?: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<ContractFigures> {
  const learned = new Set(learnedCategories());
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Labels;
  const engine = createLocalEngine();
  const counts = new Map<string, Counts>();
  let lawLabelled = 0;
  let lawMatched = 0;
  const dateLabelled = new Map<string, number>();
  const dateMatched = new Map<string, number>();
  const lengthLabelled = new Map<string, number>();
  const lengthMatched = new Map<string, number>();
  let covered = 0;
  const quotes: QuoteTally = { total: 0, bareHeading: 0, midSentence: 0, offPage: 0 };

  for (const [pdf, label] of Object.entries(labels)) {
    const text = readFileSync(join(dir, 'text', pdf.replace(/\.pdf$/iu, '.txt')), 'utf8');
    const pages = contractPages(text);
    const result = (await engine.analyze({
      documentType: 'contract',
      parameters: { role: 'client' },
      pages,
      filename: pdf,
    })) as ContractAnalysis;
    const evidence = collectEvidence(result);
    quotes.total += evidence.length;
    quotes.bareHeading += evidence.filter((item) => isBareHeading(item.quote)).length;
    quotes.midSentence += evidence.filter((item) => startsMidSentence(item.quote)).length;
    quotes.offPage += evidenceNotInDocument(evidence, pages).length;
    const found = new Map((result.clauses ?? []).map((clause) => [clause.category, clause]));
    const heldOut = crossValidated?.get(pdf);
    const facts = heldOut
      ? new Set(contractFacts(prepareDocumentText(pages).sentences).map((fact) => fact.category))
      : undefined;
    const detected = (category: string): boolean =>
      heldOut && learned.has(category) ? heldOut.has(category) || (facts?.has(category) ?? false) : found.has(category);
    const categories = Object.keys(label.clauses).filter((category) => COVERED.has(category));
    covered = Math.max(covered, categories.length);
    for (const category of categories) {
      const present = isPresentAnswer(category, label.clauses[category]?.answer ?? '');
      const tally = counts.get(category) ?? { truePositive: 0, falsePositive: 0, falseNegative: 0 };
      if (detected(category) && present) tally.truePositive++;
      else if (detected(category)) tally.falsePositive++;
      else if (present) tally.falseNegative++;
      counts.set(category, tally);
    }
    const law = label.clauses['Governing Law']?.answer ?? '';
    if (law) {
      lawLabelled++;
      if (samePlace(found.get('Governing Law')?.value, law)) lawMatched++;
    }
    for (const category of DATE_CATEGORIES) {
      const answer = label.clauses[category]?.answer ?? '';
      const expected = cuadDate(answer);
      if (!expected) continue;
      dateLabelled.set(category, (dateLabelled.get(category) ?? 0) + 1);
      if (found.get(category)?.value === expected) dateMatched.set(category, (dateMatched.get(category) ?? 0) + 1);
    }
    for (const category of LENGTH_CATEGORIES) {
      const expected = lengthOf(label.clauses[category]?.answer ?? '');
      if (expected === undefined) continue;
      lengthLabelled.set(category, (lengthLabelled.get(category) ?? 0) + 1);
      if (lengthOf(found.get(category)?.value ?? '') === expected) {
        lengthMatched.set(category, (lengthMatched.get(category) ?? 0) + 1);
      }
    }
  }

  const total = [...counts.values()].reduce(
    (sum, tally) => ({
      truePositive: sum.truePositive + tally.truePositive,
      falsePositive: sum.falsePositive + tally.falsePositive,
      falseNegative: sum.falseNegative + tally.falseNegative,
    }),
    { truePositive: 0, falsePositive: 0, falseNegative: 0 },
  );
  return {
    contracts: Object.keys(labels).length,
    covered,
    counts,
    total,
    lawLabelled,
    lawMatched,
    dateLabelled,
    dateMatched,
    lengthLabelled,
    lengthMatched,
    quotes,
  };
}

/**
 * The CUAD categories some rule or fact extractor of the engine claims. Most Favored Nation,
 * No-Solicit Of Customers and Volume Restriction are no longer claimed (under 0.50 F1 on the corpus).
 */
const COVERED = new Set([
  ...CUAD_VALUE_CATEGORIES,
  'Non-Compete',
  'Exclusivity',
  'No-Solicit Of Employees',
  'Non-Disparagement',
  'Termination For Convenience',
  'Rofr/Rofo/Rofn',
  'Change Of Control',
  'Anti-Assignment',
  'Revenue/Profit Sharing',
  'Minimum Commitment',
  'Ip Ownership Assignment',
  'Joint Ip Ownership',
  'License Grant',
  'Non-Transferable License',
  'Irrevocable Or Perpetual License',
  'Post-Termination Services',
  'Audit Rights',
  'Uncapped Liability',
  'Cap On Liability',
  'Liquidated Damages',
  'Warranty Duration',
  'Insurance',
  'Covenant Not To Sue',
  'Third Party Beneficiary',
]);

/** "4/6/07" as the engine writes dates, "2007-04-06"; undefined for answers that are not dates. */
function cuadDate(answer: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/u.exec(answer.trim());
  if (!match) return undefined;
  let year = Number(match[3]);
  if (year < 100) year += year < 50 ? 2000 : 1900;
  return `${year}-${match[1]?.padStart(2, '0')}-${match[2]?.padStart(2, '0')}`;
}

/** "successive 1 year" and "12 months" are both 365 days; "perpetual" is its own length; else undefined. */
function lengthOf(answer: string): number | undefined {
  if (/\bperpetual\b/iu.test(answer)) return Number.POSITIVE_INFINITY;
  const first = durationsIn(answer)[0];
  return first ? durationDays(first) : undefined;
}

function samePlace(found: string | undefined, answer: string): boolean {
  if (!found) return false;
  // The experts add the country to a state or province ("Ontario, Canada"); the first part names the place.
  return normalisedPlace(found) === normalisedPlace(answer.split(/[,;]/u)[0] ?? '');
}

/** "the State of New York" and "New York" are the same place; so are "England" and "England and Wales". */
function normalisedPlace(place: string): string {
  return place
    .toLowerCase()
    .replace(/^the\s+/u, '')
    .replace(/^(?:state|commonwealth|province|republic|kingdom|federal\s+republic)\s+of\s+/u, '')
    .replace(/\s+and\s+wales$/u, '')
    .replace(/[^a-z ]/gu, '')
    .trim();
}

function f1({ truePositive, falsePositive, falseNegative }: Counts): number {
  const denominator = 2 * truePositive + falsePositive + falseNegative;
  return denominator === 0 ? 0 : (2 * truePositive) / denominator;
}

function quoteShare(part: number, total: number): string {
  return `${total === 0 ? 'n/a' : `${((100 * part) / total).toFixed(1)}%`} (${part}/${total})`;
}

/** "0.93 (14/15)": how many of the experts' answers the engine's value matched. */
function matchShare(matched: number, labelled: number): string {
  return `${ratio(matched, labelled)} (${matched}/${labelled})`;
}

function ratio(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : (part / whole).toFixed(2);
}

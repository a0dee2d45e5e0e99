import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerResult, EngineInfo } from '@doclens/api';
import { answerLocally } from '../src/answer/local-answer';
import { ClauseScorer } from '../src/local/contract/clause-classifier';
import { SHIPPED_CLAUSE_SCORER } from '../src/local/contract/clause-detection';
import {
  EncodedCorpus,
  isPresentAnswer,
  learnedCategories,
  trainClauseModel,
} from '../training/clause-classifier-training';
import {
  CORPUS_CONTRACTS_DIR,
  FOLDS,
  foldOf,
  type LabelledContract,
  readLabelledContracts,
} from '../training/corpus-contracts';
import { corpusModeRequested } from './contract-quality';
import type { QualityRow, QualitySectionRunner } from './quality-section';

/** One natural question per CUAD category, as a user would type it. */
export const CATEGORY_QUESTIONS: Readonly<Record<string, string>> = {
  Parties: 'Who are the parties to this agreement?',
  'Agreement Date': 'When was this agreement signed?',
  'Effective Date': 'When does this agreement take effect?',
  'Expiration Date': 'When does this agreement expire?',
  'Renewal Term': 'Does the agreement renew automatically?',
  'Notice Period To Terminate Renewal': 'How much notice is needed to stop the renewal?',
  'Governing Law': 'Which law governs this agreement?',
  'Most Favored Nation': 'Do we get the most favored pricing if better terms are given to someone else?',
  'Non-Compete': 'Is there a non-compete restriction?',
  Exclusivity: 'Is the relationship exclusive?',
  'No-Solicit Of Customers': 'Are we prohibited from soliciting their customers?',
  'No-Solicit Of Employees': 'Can we hire their employees?',
  'Non-Disparagement': 'Are the parties forbidden from disparaging each other?',
  'Termination For Convenience': 'Can either party terminate for convenience?',
  'Rofr/Rofo/Rofn': 'Is there a right of first refusal?',
  'Change Of Control': 'What happens on a change of control?',
  'Anti-Assignment': 'Can the agreement be assigned to someone else?',
  'Revenue/Profit Sharing': 'Is revenue or profit shared between the parties?',
  'Price Restrictions': 'Can prices be increased?',
  'Minimum Commitment': 'Is there a minimum purchase commitment?',
  'Volume Restriction': 'Is there a volume limit?',
  'Ip Ownership Assignment': 'Who owns the intellectual property that is developed?',
  'Joint Ip Ownership': 'Is any intellectual property jointly owned?',
  'License Grant': 'Does the agreement grant a license?',
  'Non-Transferable License': 'Can the license be transferred or sublicensed?',
  'Irrevocable Or Perpetual License': 'Is the license perpetual or irrevocable?',
  'Source Code Escrow': 'Is source code held in escrow?',
  'Post-Termination Services': 'What obligations continue after termination?',
  'Audit Rights': 'Do we have audit rights?',
  'Uncapped Liability': 'Is any liability unlimited?',
  'Cap On Liability': 'Is liability capped?',
  'Liquidated Damages': 'Are there liquidated damages?',
  'Warranty Duration': 'How long does the warranty last?',
  Insurance: 'What insurance must be maintained?',
  'Covenant Not To Sue': 'Is there a promise not to sue or challenge the rights?',
  'Third Party Beneficiary': 'Can third parties enforce this agreement as beneficiaries?',
};

const HIT_TARGET = 0.8;
const ABSENT_TARGET = 0.7;
const MISSED_MAX = 0.15;
/** Every fifth corpus contract: answering 36 questions on all 423 would take the shared machine half an hour. */
const CORPUS_SAMPLE_EVERY = 5;
/** Consecutive words a quote and a gold span must share to overlap. */
const OVERLAP_WORDS = 6;

const ENGINE: EngineInfo = { provider: 'local', version: 'quality' };

interface Tally {
  present: number;
  hits: number;
  missed: number;
  absent: number;
  refused: number;
  quotes: number;
  verbatim: number;
}

interface AskFigures {
  contracts: number;
  total: Tally;
  byCategory: Map<string, Tally>;
}

/** Ask AI on the CUAD contracts: one question per category, scored against the experts' spans. */
export const askQuality: QualitySectionRunner = async (fixturesDir) => {
  const fixtures = measure(readLabelledContracts(join(fixturesDir, 'contracts')), () => SHIPPED_CLAUSE_SCORER);
  const corpus = corpusModeRequested() && existsSync(CORPUS_CONTRACTS_DIR) ? measureCorpus() : undefined;
  const show = (figure: (figures: AskFigures) => string): string =>
    corpus ? `fixtures ${figure(fixtures)} · corpus ${figure(corpus)}` : figure(fixtures);
  const rows: QualityRow[] = [
    { measure: 'contracts measured', value: show((figures) => String(figures.contracts)) },
    { measure: 'categories asked', value: String(Object.keys(CATEGORY_QUESTIONS).length), target: '≥ 20', met: true },
    {
      measure: 'hit@3 where the clause exists',
      value: show((figures) => share(figures.total.hits, figures.total.present)),
      target: `≥ ${HIT_TARGET.toFixed(2)}`,
      met: rate(fixtures.total.hits, fixtures.total.present) >= HIT_TARGET,
    },
    {
      measure: 'found: false where the clause is absent',
      value: show((figures) => share(figures.total.refused, figures.total.absent)),
      target: `≥ ${ABSENT_TARGET.toFixed(2)}`,
      met: rate(fixtures.total.refused, fixtures.total.absent) >= ABSENT_TARGET,
    },
    {
      measure: 'found: false where the clause exists',
      value: show((figures) => share(figures.total.missed, figures.total.present)),
      target: `≤ ${MISSED_MAX.toFixed(2)}`,
      met: rate(fixtures.total.missed, fixtures.total.present) <= MISSED_MAX,
    },
    {
      measure: 'quotes verbatim on their cited page',
      value: show((figures) => share(figures.total.verbatim, figures.total.quotes)),
      target: '1.00',
      met: fixtures.total.verbatim === fixtures.total.quotes,
    },
  ];
  const notes = [...fixtures.byCategory.keys()].map((category) => {
    const line = (figures: AskFigures): string => {
      const tally = figures.byCategory.get(category) ?? emptyTally();
      return `hit@3 ${share(tally.hits, tally.present)}, found: false when present ${share(tally.missed, tally.present)}, when absent ${share(tally.refused, tally.absent)}`;
    };
    return corpus
      ? `${category}: fixtures ${line(fixtures)} · corpus ${line(corpus)}`
      : `${category}: ${line(fixtures)}`;
  });
  notes.push(
    corpus
      ? `Corpus: every ${CORPUS_SAMPLE_EVERY}th contract; the clause classifier for each is trained on the four folds it is not in.`
      : 'Corpus figures: `npm run quality -- --corpus`.',
  );
  return { title: corpus ? 'Ask AI (CUAD questions): fixtures and corpus' : 'Ask AI (CUAD questions)', rows, notes };
};

function measureCorpus(): AskFigures {
  const contracts = readLabelledContracts(CORPUS_CONTRACTS_DIR);
  const encoded = new EncodedCorpus(contracts, learnedCategories());
  const scorers = new Map<number, ClauseScorer>();
  const scorerFor = (contract: LabelledContract): ClauseScorer => {
    const fold = foldOf(contract.name);
    let scorer = scorers.get(fold);
    if (!scorer) {
      const training = contracts.flatMap((other, index) => (foldOf(other.name) === fold ? [] : [index]));
      scorer = new ClauseScorer(trainClauseModel(encoded, training));
      scorers.set(fold, scorer);
    }
    return scorer;
  };
  const sample = contracts.filter((_, index) => index % CORPUS_SAMPLE_EVERY === 0);
  // Fold by fold, so each held-out model is trained once.
  const ordered = Array.from({ length: FOLDS }, (_, fold) => sample.filter((c) => foldOf(c.name) === fold)).flat();
  return measure(ordered, scorerFor);
}

function measure(
  contracts: readonly LabelledContract[],
  scorerFor: (contract: LabelledContract) => ClauseScorer,
): AskFigures {
  const total = emptyTally();
  const byCategory = new Map<string, Tally>();
  for (const contract of contracts) {
    const scorer = scorerFor(contract);
    for (const [category, question] of Object.entries(CATEGORY_QUESTIONS)) {
      const answer = contract.answers[category];
      if (answer === undefined) continue;
      const result = answerLocally(question, { documentType: 'contract', pages: contract.pages }, ENGINE, { scorer });
      const tally = byCategory.get(category) ?? emptyTally();
      byCategory.set(category, tally);
      for (const target of [tally, total]) score(target, result, category, answer, contract);
    }
  }
  return { contracts: contracts.length, total, byCategory };
}

function score(tally: Tally, result: AnswerResult, category: string, answer: string, contract: LabelledContract): void {
  tally.quotes += result.citations.length;
  tally.verbatim += result.citations.filter((citation) =>
    contract.pages.some((page) => page.pageNumber === citation.page && page.text.includes(citation.quote)),
  ).length;
  if (isPresentAnswer(category, answer)) {
    tally.present++;
    if (!result.found) tally.missed++;
    else if (
      result.citations.slice(0, 3).some((citation) => overlapsGold(citation.quote, contract.spans[category] ?? []))
    )
      tally.hits++;
  } else {
    tally.absent++;
    if (!result.found) tally.refused++;
  }
}

/** A quote overlaps a gold span when one holds the other or they share a run of words. */
export function overlapsGold(quote: string, spans: readonly string[]): boolean {
  const quoteWords = wordsOf(quote);
  const joined = ` ${quoteWords.join(' ')} `;
  return spans.flatMap(spanItems).some((span) => {
    const spanWords = wordsOf(span);
    if (spanWords.length === 0) return false;
    const spanText = ` ${spanWords.join(' ')} `;
    if (joined.includes(spanText) || spanText.includes(joined)) return true;
    for (let i = 0; i + OVERLAP_WORDS <= spanWords.length; i++) {
      if (joined.includes(` ${spanWords.slice(i, i + OVERLAP_WORDS).join(' ')} `)) return true;
    }
    return false;
  });
}

/** Some labels hold a list written as text ("['Acme Inc.', 'the Supplier']"): each item is a span. */
function spanItems(span: string): string[] {
  if (!/^\[\s*['"]/u.test(span)) return [span];
  return [...span.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/gu)].map((match) => match[1] ?? match[2] ?? '');
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function emptyTally(): Tally {
  return { present: 0, hits: 0, missed: 0, absent: 0, refused: 0, quotes: 0, verbatim: 0 };
}

function rate(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

function share(part: number, whole: number): string {
  return `${rate(part, whole).toFixed(2)} (${part}/${whole})`;
}

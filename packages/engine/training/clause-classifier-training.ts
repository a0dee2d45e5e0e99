import { type CategoryModel, type ClauseModel, featuresOf } from '../src/local/contract/clause-classifier';
import { ruleExcludes, ruleFocus } from '../src/local/contract/clause-detection';
import { CLAUSE_RULES, type ClauseRule } from '../src/local/contract/clause-rules';
import { CUAD_VALUE_CATEGORIES } from '../src/local/contract/cuad-value-categories';
import { isBareHeading } from '../src/text/quote-shape';
import { FOLDS, foldOf, type LabelledContract, labelledSentences } from './corpus-contracts';

export const CUAD_CREDIT =
  'Learned from CUAD v1 (Contract Understanding Atticus Dataset), The Atticus Project, licensed CC BY 4.0 (https://www.atticusprojectai.org/cuad).';

/** The categories a rule claims: the classifier confirms and extends those rules, it claims nothing new. */
export function learnedCategories(rules: readonly ClauseRule[] = CLAUSE_RULES): string[] {
  return [...new Set(rules.flatMap((rule) => (rule.cuad ? [rule.cuad] : [])))];
}

const EPOCHS = 4;
const LEARNING_RATE = 0.2;
const L2 = 1e-4;
/** A feature seen in fewer training sentences than this is noise. */
const MIN_FEATURE_COUNT = 3;
/** Kept per category, by weight: enough to read a clause, small enough to ship. */
const KEPT_FEATURES = 300;
const MIN_KEPT_WEIGHT = 0.05;
/** A share of the negative sentences per epoch, weighted up to match: the same optimum, far less work. */
const NEGATIVE_SAMPLE = 0.3;
const ACCEPT_GRID = [0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 1.01];
const REJECT_GRID = [0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3];
/** Each quarter of a training set is judged once by a model fitted on the other three. */
const THRESHOLD_QUARTERS = 4;
/** Over all training contracts (four times the single held-out quarter this was first chosen on). */
const MIN_POSITIVES_TO_REJECT = 80;

interface EncodedSentence {
  contract: number;
  features: Int32Array;
}

/** The corpus sentences as feature ids, computed once for every training run. */
export class EncodedCorpus {
  readonly featureIds = new Map<string, number>();
  readonly featureNames: string[] = [];
  readonly sentences: EncodedSentence[] = [];
  /** Per category, the positive sentence numbers (indexes into `sentences`). */
  readonly positives = new Map<string, Set<number>>();
  /** Per category, the sentence numbers some rule of that category matches. */
  readonly ruleMatches = new Map<string, Set<number>>();
  /** Per category, the sentence numbers a rule of that category excludes (detection never takes them). */
  readonly excluded = new Map<string, Set<number>>();
  /** The sentence numbers that are bare headings: detection never rejects a heading a rule matches. */
  readonly headings = new Set<number>();
  /** Per category, the sentence numbers stating it outright (`ClauseRule.statedOutright`): never rejected either. */
  readonly outright = new Map<string, Set<number>>();
  /** The first sentence number of each contract, and one past its last. */
  readonly contractRanges: Array<[number, number]> = [];

  constructor(
    readonly contracts: readonly LabelledContract[],
    readonly categories: readonly string[],
  ) {
    const rules = CLAUSE_RULES.filter((rule) => rule.cuad && categories.includes(rule.cuad));
    for (const category of categories) {
      this.positives.set(category, new Set());
      this.ruleMatches.set(category, new Set());
      this.excluded.set(category, new Set());
      this.outright.set(category, new Set());
    }
    contracts.forEach((contract, contractIndex) => {
      const offset = this.sentences.length;
      for (const sentence of contract.sentences) {
        const ids = featuresOf(sentence.text).map((feature) => this.idOf(feature));
        for (const rule of rules) {
          const category = rule.cuad as string;
          if (ruleExcludes(rule, sentence.text)) this.excluded.get(category)?.add(this.sentences.length);
          else if (ruleFocus(rule, sentence.text) !== undefined) {
            this.ruleMatches.get(category)?.add(this.sentences.length);
            if (rule.statedOutright?.some((pattern) => pattern.test(sentence.text)))
              this.outright.get(category)?.add(this.sentences.length);
          }
        }
        if (isBareHeading(sentence.text)) this.headings.add(this.sentences.length);
        this.sentences.push({ contract: contractIndex, features: Int32Array.from(ids) });
      }
      this.contractRanges.push([offset, this.sentences.length]);
      for (const category of categories) {
        const positives = this.positives.get(category) as Set<number>;
        for (const index of labelledSentences(contract, category)) positives.add(offset + index);
      }
    });
  }

  private idOf(feature: string): number {
    let id = this.featureIds.get(feature);
    if (id === undefined) {
      id = this.featureNames.length;
      this.featureIds.set(feature, id);
      this.featureNames.push(feature);
    }
    return id;
  }
}

/**
 * Trains every category on the given contracts. The acceptance and rejection probabilities are
 * chosen on a quarter of them held out from a first model, so they are judged on unseen contracts.
 */
export function trainClauseModel(corpus: EncodedCorpus, contractIndexes: readonly number[]): ClauseModel {
  const inTraining = new Set(contractIndexes);
  const thresholds = chooseThresholds(heldOutVerdicts(corpus, contractIndexes));
  const final = fitWeights(corpus, inTraining);
  const categories: Record<string, CategoryModel> = {};
  for (const category of corpus.categories) {
    const fitted = final.get(category) as FittedCategory;
    const chosen = thresholds.get(category) ?? { accept: 1.01, reject: 0 };
    categories[category] = { bias: round(fitted.bias), ...chosen, weights: fitted.weights };
  }
  return { credit: CUAD_CREDIT, categories };
}

interface FittedCategory {
  bias: number;
  weights: Record<string, number>;
}

function fitWeights(corpus: EncodedCorpus, contracts: ReadonlySet<number>): Map<string, FittedCategory> {
  const counts = new Int32Array(corpus.featureNames.length);
  const training: number[] = [];
  corpus.sentences.forEach((sentence, index) => {
    if (!contracts.has(sentence.contract)) return;
    training.push(index);
    for (const id of sentence.features) counts[id] = (counts[id] ?? 0) + 1;
  });
  // Rare features dropped once, not tested at every step.
  const kept = new Map<number, Int32Array>();
  for (const index of training) {
    const features = (corpus.sentences[index] as EncodedSentence).features;
    kept.set(
      index,
      features.filter((id) => (counts[id] ?? 0) >= MIN_FEATURE_COUNT),
    );
  }
  const fitted = new Map<string, FittedCategory>();
  corpus.categories.forEach((category, categoryIndex) => {
    const positives = corpus.positives.get(category) as Set<number>;
    const random = seededRandom(categoryIndex + 1);
    const weights = new Float64Array(corpus.featureNames.length);
    let bias = -4;
    for (let epoch = 0; epoch < EPOCHS; epoch++) {
      const rate = LEARNING_RATE / (1 + epoch);
      for (const index of shuffled(training, random)) {
        const positive = positives.has(index);
        if (!positive && random() > NEGATIVE_SAMPLE) continue;
        const features = kept.get(index) as Int32Array;
        let sum = bias;
        for (const id of features) sum += weights[id] ?? 0;
        const gradient = (1 / (1 + Math.exp(-sum)) - (positive ? 1 : 0)) * (positive ? 1 : 1 / NEGATIVE_SAMPLE);
        bias -= rate * gradient;
        for (const id of features) {
          const weight = weights[id] ?? 0;
          weights[id] = weight - rate * (gradient + L2 * weight);
        }
      }
    }
    fitted.set(category, { bias, weights: keptWeights(corpus, weights) });
  });
  return fitted;
}

/** The strongest features only; the rest barely move a probability and would only make the data file larger. */
function keptWeights(corpus: EncodedCorpus, weights: Float64Array): Record<string, number> {
  const ranked = [...weights.keys()]
    .filter((id) => Math.abs(weights[id] ?? 0) >= MIN_KEPT_WEIGHT)
    .sort((a, b) => Math.abs(weights[b] ?? 0) - Math.abs(weights[a] ?? 0))
    .slice(0, KEPT_FEATURES);
  return Object.fromEntries(ranked.map((id) => [corpus.featureNames[id] as string, round(weights[id] ?? 0)]));
}

/**
 * Per category, the pair of probabilities under which the rules and the classifier together score
 * best (F1 of presence per contract) on held-out contracts: rule matches below `reject` are
 * dropped, and sentences at or above `accept` count even without a rule.
 */
function chooseThresholds(
  verdictsByCategory: Map<string, ContractVerdict[]>,
): Map<string, { accept: number; reject: number }> {
  const chosen = new Map<string, { accept: number; reject: number }>();
  for (const [category, verdicts] of verdictsByCategory) {
    // Vetoing a rule's match needs evidence: with few held-out examples the classifier has not
    // learned the category well enough to overrule wording written for it.
    const positives = verdicts.filter((verdict) => verdict.present).length;
    const rejects = positives >= MIN_POSITIVES_TO_REJECT ? REJECT_GRID : [0];
    let best = { accept: 1.01, reject: 0, f1: -1 };
    for (const accept of ACCEPT_GRID) {
      for (const reject of rejects) {
        const score = presenceF1(verdicts.map((verdict) => ({ ...verdict, found: isFound(verdict, accept, reject) })));
        // Ties go to the plainer setting: the rules alone, then the loosest rejection.
        if (score > best.f1 + 1e-9) best = { accept, reject, f1: score };
      }
    }
    chosen.set(category, { accept: best.accept, reject: best.reject });
  }
  return chosen;
}

/**
 * Every training contract's verdicts from a model that did not see it: the training contracts in quarters (by
 * position, independent of the cross-validation folds), each quarter judged by a model fitted on the other three.
 * Thresholds chosen on all of them are steadier than on one held-out quarter.
 */
function heldOutVerdicts(corpus: EncodedCorpus, contractIndexes: readonly number[]): Map<string, ContractVerdict[]> {
  const pooled = new Map<string, ContractVerdict[]>(corpus.categories.map((category) => [category, []]));
  for (let quarter = 0; quarter < THRESHOLD_QUARTERS; quarter++) {
    const heldOut = contractIndexes.filter((_, position) => position % THRESHOLD_QUARTERS === quarter);
    const rest = new Set(contractIndexes.filter((_, position) => position % THRESHOLD_QUARTERS !== quarter));
    const fitted = fitWeights(corpus, rest);
    for (const category of corpus.categories) {
      pooled
        .get(category)
        ?.push(...contractVerdicts(corpus, category, fitted.get(category) as FittedCategory, heldOut));
    }
  }
  return pooled;
}

interface ContractVerdict {
  present: boolean;
  /** The highest probability among sentences a rule matches; −1 when no rule matches. */
  bestRuleMatch: number;
  /** The highest probability among all sentences. */
  best: number;
}

function contractVerdicts(
  corpus: EncodedCorpus,
  category: string,
  fitted: FittedCategory,
  contracts: readonly number[],
): ContractVerdict[] {
  const weights = new Map<number, number>();
  for (const [feature, weight] of Object.entries(fitted.weights)) {
    const id = corpus.featureIds.get(feature);
    if (id !== undefined) weights.set(id, weight);
  }
  const ruleMatches = corpus.ruleMatches.get(category) as Set<number>;
  const excluded = corpus.excluded.get(category) as Set<number>;
  const outright = corpus.outright.get(category) as Set<number>;
  return contracts.map((contractIndex) => {
    const [from, to] = corpus.contractRanges[contractIndex] as [number, number];
    let best = 0;
    let bestRuleMatch = -1;
    for (let index = from; index < to; index++) {
      if (excluded.has(index)) continue;
      let sum = fitted.bias;
      for (const id of (corpus.sentences[index] as EncodedSentence).features) sum += weights.get(id) ?? 0;
      const probability = 1 / (1 + Math.exp(-sum));
      best = Math.max(best, probability);
      if (ruleMatches.has(index)) {
        const unrejected = corpus.headings.has(index) || outright.has(index);
        bestRuleMatch = Math.max(bestRuleMatch, unrejected ? 1 : probability);
      }
    }
    const contract = corpus.contracts[contractIndex] as LabelledContract;
    return { present: isPresentAnswer(category, contract.answers[category] ?? ''), bestRuleMatch, best };
  });
}

/** Whether detection finds the clause: a rule match the classifier does not reject, or a sentence it accepts. */
function isFound(verdict: ContractVerdict, accept: number, reject: number): boolean {
  return (verdict.bestRuleMatch >= 0 && verdict.bestRuleMatch >= reject) || verdict.best >= accept;
}

function presenceF1(verdicts: ReadonlyArray<{ present: boolean; found: boolean }>): number {
  let truePositive = 0;
  let falsePositive = 0;
  let falseNegative = 0;
  for (const { present, found } of verdicts) {
    if (found && present) truePositive++;
    else if (found) falsePositive++;
    else if (present) falseNegative++;
  }
  const denominator = 2 * truePositive + falsePositive + falseNegative;
  return denominator === 0 ? 0 : (2 * truePositive) / denominator;
}

/**
 * Five-fold cross-validation by contract: for each fold, a model trained on the other four says
 * which learned categories detection finds in each of the fold's contracts.
 */
export function crossValidatedPresence(corpus: EncodedCorpus): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (let fold = 0; fold < FOLDS; fold++) {
    const all = corpus.contracts.map((_, index) => index);
    const training = all.filter((index) => foldOf(corpus.contracts[index]?.name ?? '') !== fold);
    const testing = all.filter((index) => foldOf(corpus.contracts[index]?.name ?? '') === fold);
    const model = trainClauseModel(corpus, training);
    for (const index of testing) found.set(corpus.contracts[index]?.name ?? '', new Set());
    for (const category of corpus.categories) {
      const learned = model.categories[category] as CategoryModel;
      contractVerdicts(corpus, category, learned, testing).forEach((verdict, position) => {
        if (!isFound(verdict, learned.accept, learned.reject)) return;
        found.get(corpus.contracts[testing[position] as number]?.name ?? '')?.add(category);
      });
    }
  }
  return found;
}

/** Whether the experts' answer says the clause is there: any answer for a value category, only "Yes" for the others. */
export function isPresentAnswer(category: string, answer: string): boolean {
  const trimmed = answer.trim();
  if (CUAD_VALUE_CATEGORIES.has(category)) return trimmed !== '' && trimmed !== 'No';
  return trimmed === 'Yes';
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A small deterministic generator, so a training run gives the same weights every time. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

function shuffled(items: readonly number[], random: () => number): number[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as number, copy[index] as number];
  }
  return copy;
}

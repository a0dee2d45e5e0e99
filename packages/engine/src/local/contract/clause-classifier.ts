/**
 * A sentence classifier per CUAD category: logistic regression over the sentence's words and word
 * pairs. The weights are learned from the labelled CUAD contracts (CC BY 4.0, The Atticus Project)
 * by `training/train-clause-classifier.ts` and ship as data in `clause-classifier-weights.json`.
 * The rules say what a clause means; the classifier tells whether a sentence reads like one, so
 * that wording no rule foresaw is still found and a keyword out of place is not.
 */

/** One category's learned weights and the probabilities at which its verdicts are trusted. */
export interface CategoryModel {
  bias: number;
  /** A sentence this likely states the clause even when no rule matches it. */
  accept: number;
  /** A rule match this unlikely is a keyword out of place, not the clause. */
  reject: number;
  weights: Record<string, number>;
}

export interface ClauseModel {
  credit: string;
  categories: Record<string, CategoryModel>;
}

/** Long sentences say their point early; more words add noise, not evidence. */
const MAX_TOKENS = 120;

/** The words of a sentence as the model sees them: lower case, every number one token. */
export function tokensOf(text: string): string[] {
  const tokens = text.toLowerCase().match(/[a-z]+(?:['’][a-z]+)?|\d+/gu) ?? [];
  return tokens.slice(0, MAX_TOKENS).map((token) => (/^\d/u.test(token) ? '#' : token.replace('’', "'")));
}

/** Words and neighbouring pairs, each once: a sentence either uses a phrase or does not. */
export function featuresOf(text: string): string[] {
  const tokens = tokensOf(text);
  const features = new Set(tokens);
  for (let index = 1; index < tokens.length; index++) features.add(`${tokens[index - 1]} ${tokens[index]}`);
  return [...features];
}

export function sigmoid(score: number): number {
  return 1 / (1 + Math.exp(-score));
}

/** Scores sentences against every category at once, each feature looked up once. */
export class ClauseScorer {
  readonly categories: readonly string[];
  private readonly biases: Float64Array;
  private readonly byFeature = new Map<string, Array<[number, number]>>();

  constructor(readonly model: ClauseModel) {
    this.categories = Object.keys(model.categories);
    this.biases = Float64Array.from(this.categories.map((category) => model.categories[category]?.bias ?? 0));
    this.categories.forEach((category, index) => {
      for (const [feature, weight] of Object.entries(model.categories[category]?.weights ?? {})) {
        const entries = this.byFeature.get(feature) ?? [];
        entries.push([index, weight]);
        this.byFeature.set(feature, entries);
      }
    });
  }

  /** The probability that the sentence states each category's clause, in the order of `categories`. */
  score(text: string): Float64Array {
    const sums = Float64Array.from(this.biases);
    for (const feature of featuresOf(text)) {
      for (const [index, weight] of this.byFeature.get(feature) ?? []) sums[index] = (sums[index] ?? 0) + weight;
    }
    return sums.map(sigmoid);
  }
}

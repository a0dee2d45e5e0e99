import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EncodedCorpus, learnedCategories, trainClauseModel } from './clause-classifier-training';
import { readLabelledContracts } from './corpus-contracts';

/**
 * Trains the clause classifier on every labelled CUAD contract of `../shared/corpus/contracts` and
 * writes the weights the engine ships. Its figures on unseen contracts come from the five-fold
 * cross-validation of `QUALITY_CORPUS=1 npm run quality`; the fixtures are never trained on.
 */
const WEIGHTS_FILE = fileURLToPath(new URL('../src/local/contract/clause-classifier-weights.json', import.meta.url));

const started = performance.now();
const contracts = readLabelledContracts();
const corpus = new EncodedCorpus(contracts, learnedCategories());
const model = trainClauseModel(
  corpus,
  contracts.map((_, index) => index),
);
// Indented as the repository's formatter writes JSON, so a retrained file diffs cleanly.
const json = `${JSON.stringify(model, null, 2)}\n`;
writeFileSync(WEIGHTS_FILE, json);
const features = Object.values(model.categories).reduce(
  (sum, category) => sum + Object.keys(category.weights).length,
  0,
);
process.stdout.write(
  `Trained on ${contracts.length} contracts, ${corpus.categories.length} categories, ${features} weights, ${(json.length / 1024).toFixed(0)} KiB, in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
for (const [category, { accept, reject }] of Object.entries(model.categories)) {
  process.stdout.write(`${category}: accept ≥ ${accept}, reject < ${reject}\n`);
}

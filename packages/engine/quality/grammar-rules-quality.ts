import { join } from 'node:path';
import { corpusModeRequested } from './contract-quality';
import { corpusSentences, jflegSentences, type RuleFigures, ruleFigures, rulePrecision } from './grammar-rule-figures';
import type { QualityRow, QualitySectionRunner } from './quality-section';

/** The grammar section's own target, held by each rule: a rule under it costs the checker its precision. */
const RULE_PRECISION_TARGET = 0.85;

/**
 * Every grammar rule by id, each run on its own: on learner sentences (a finding is right when it
 * touches an error the annotators marked) and on clean sentences (every finding is wrong). The
 * fixtures give JFLEG; corpus mode adds Write & Improve (measure only) with the corrected side of
 * every sentence as the clean text.
 */
export const grammarRulesQuality: QualitySectionRunner = async (fixturesDir) => {
  const jfleg = jflegSentences(fixturesDir);
  const corpus = corpusModeRequested() ? corpusSentences(join(fixturesDir, '..', 'corpus')) : undefined;
  const source = corpus ?? jfleg;
  const figures = await ruleFigures(source.learner, source.clean, true);
  const name = corpus ? 'Write & Improve (corpus)' : 'JFLEG (fixtures)';
  return {
    title: `Grammar rules by id on ${name}: ${figures.learnerSentences} learner and ${figures.cleanSentences} clean sentences`,
    rows: rowsOf(figures),
    notes: notesOf(figures),
  };
};

function rowsOf(figures: RuleFigures): QualityRow[] {
  return [...figures.byId]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, tally]) => {
      const precision = rulePrecision(tally);
      return {
        measure: id,
        value: `${precision.toFixed(2)} (right ${tally.caught} of ${tally.fired} learner; ${tally.cleanFired} clean flagged)`,
        target: `≥ ${RULE_PRECISION_TARGET.toFixed(2)}`,
        met: precision >= RULE_PRECISION_TARGET,
      };
    });
}

function notesOf(figures: RuleFigures): string[] {
  const tallies = [...figures.byId.values()];
  const under = [...figures.byId].filter(([, tally]) => rulePrecision(tally) < RULE_PRECISION_TARGET);
  const cleanFlagged = tallies.reduce((sum, tally) => sum + tally.cleanFired, 0);
  return [
    'Precision = right findings / every finding, on learner and clean sentences together; a rule that never fired is not listed.',
    `${figures.byId.size} rules fired; ${under.length} under ${RULE_PRECISION_TARGET.toFixed(2)}; ${cleanFlagged} clean sentences flagged, summed over the rules.`,
  ];
}

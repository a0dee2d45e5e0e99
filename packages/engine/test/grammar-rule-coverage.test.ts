import { describe, expect, it } from 'vitest';
import { firstFindingWins } from '../src/grammar/pattern-rule-runner';
import { PATTERN_RULES } from '../src/grammar/registry';
import { TAGGED_RULES, taggedLearnerErrors } from '../src/grammar/tagged/tagged-errors';
import { splitSentences } from '../src/text/sentences';
import { ruleTestSentences } from './rule-test-sentences';

/**
 * Issue 33: every rule is a general pattern shown by a test. A rule no test sentence sets off is
 * either untested or not a pattern at all; this guard names it when it is added.
 */
describe('the grammar rules and their tests', () => {
  it('has, for every pattern rule and every tagged rule, a test sentence that sets it off on its own', () => {
    const sentences = ruleTestSentences(import.meta.dirname).flatMap((text) =>
      splitSentences([{ pageNumber: 1, text }]).map((sentence) => ({ sentence, text })),
    );
    // A finding all the rules together keep is one its rule also gives alone, so one pass with every
    // rule settles most of them; only the rules it hid behind another rule's finding are tried alone.
    const together = firstFindingWins(PATTERN_RULES, []);
    const fired = new Set(
      sentences.flatMap(({ sentence, text }) => together(sentence, text).map((issue) => issue.ruleId)),
    );
    for (const rule of PATTERN_RULES.filter((candidate) => !fired.has(candidate.id))) {
      const alone = firstFindingWins([rule], []);
      if (sentences.some(({ sentence, text }) => alone(sentence, text).length > 0)) fired.add(rule.id);
    }
    for (const { sentence } of sentences) for (const issue of taggedLearnerErrors(sentence)) fired.add(issue.ruleId);
    const ids = [...PATTERN_RULES.map((rule) => rule.id), ...TAGGED_RULES.map((rule) => rule.id)];
    expect(ids.filter((id) => !fired.has(id))).toEqual([]);
  }, 120_000);
});

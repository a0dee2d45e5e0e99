import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { PATTERN_RULE_ORDER } from '../src/grammar/pattern-rule-order';
import { PATTERN_RULES } from '../src/grammar/registry';
import { splitSentences } from '../src/text/sentences';

async function findingsIn(text: string) {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map(({ ruleId, error, correction }) => ({ ruleId, error, correction }));
}

describe('the grammar rule registry', () => {
  it('runs every pattern rule once, in the listed order, each under an id of its own', () => {
    const ids = PATTERN_RULES.map((rule) => rule.id);
    expect(ids).toEqual(PATTERN_RULE_ORDER);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+\.[a-z0-9-]+$/u);
  });

  it('names on each finding the rule that made it', async () => {
    expect(await findingsIn('I could of gone there. She can sings well.')).toEqual([
      { ruleId: 'verb-form.of-for-have', error: 'could of', correction: 'could have' },
      { ruleId: expect.stringMatching(/^(?:verb-form|tagged)\./u), error: 'can sings', correction: 'can sing' },
    ]);
  });

  it('names harper.js findings after harper’s own rule', async () => {
    const findings = await findingsIn('We went to the library and their going to the park.');
    expect(findings).toEqual([
      { ruleId: expect.stringMatching(/^harper\.\w+$/u), error: 'their', correction: "they're" },
    ]);
  });
});

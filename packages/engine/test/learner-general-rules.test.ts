import { describe, expect, it } from 'vitest';
import { checkStyle } from '../src/grammar/check-language';
import { GRAMMAR_CHECKS } from '../src/grammar/registry';
import { splitSentences } from '../src/text/sentences';

/**
 * Rules that caught few learner-corpus sentences but state a pattern of the grammar books, each
 * shown on sentences written for this test: the error it names, and the right form left alone.
 */
function fixes(text: string): string[] {
  return checkStyle(splitSentences([{ pageNumber: 1, text }]), () => text, GRAMMAR_CHECKS)
    .filter((issue) => issue.kind !== 'style')
    .map((issue) => `${issue.ruleId}: ${issue.error} → ${issue.correction}`);
}

describe('patterns that hold beyond the sentences that prompted them', () => {
  it('makes "kind", "sort" and "type" plural after "these" and "those"', () => {
    expect(fixes('I never liked these kind of films.')).toEqual([
      'agreement.these-those-go-with-plural: these kind of → these kinds of',
    ]);
    expect(fixes('Those sort of shoes hurt my feet.')).toEqual([
      'agreement.these-those-go-with-plural: Those sort of → Those sorts of',
    ]);
    expect(fixes('This kind of film bores me.')).toEqual([]);
  });

  it('gives "avoid", "finish" and "enjoy" the -ing form, not "to"', () => {
    expect(fixes('She avoided to answer the question.')).toEqual([
      'verb-form.this-verb-followed-by-ing: avoided to answer → avoided answering',
    ]);
    expect(fixes('He enjoys to swim in the lake.')).toEqual([
      'verb-form.this-verb-followed-by-ing: enjoys to swim → enjoys swimming',
    ]);
    expect(fixes('I finished my homework to go out.')).toEqual([]);
  });

  it('asks for "a" before one countable thing that is had or bought', () => {
    expect(fixes('My uncle has dog and two cats.')).toEqual([
      'determiner.one-countable-thing-takes-i: has dog → has a dog',
    ]);
    expect(fixes('I bought car parts.')).toEqual([]);
  });

  it('asks for the subject a clause after "because" lacks', () => {
    expect(fixes('I left early because was very tired.')).toEqual([
      'structure.clause-needs-subject-because-very: because was → because it was',
    ]);
    expect(fixes('I left early because it was very late.')).toEqual([]);
  });

  it('asks for "the" in "in the world", "at the end of" and "for the first time"', () => {
    expect(fixes('It is the tallest tower in world.')).toEqual([
      'determiner.world-takes-in-world-all: in world → in the world',
    ]);
    expect(fixes('We met at end of the week.')).toEqual([
      'determiner.these-phrases-take-at-end: at end of → at the end of',
    ]);
    expect(fixes('I saw her for first time yesterday.')).toEqual([
      'determiner.these-phrases-take-at-end: for first time → for the first time',
    ]);
    expect(fixes('We met at the end of the week.')).toEqual([]);
  });

  it('asks for "related to" and "according to"', () => {
    expect(fixes('The rise is related with the weather.')).toEqual([
      'preposition.we-say-related-according: related with → related to',
    ]);
    expect(fixes('According with the map, we are lost.')).toEqual([
      'preposition.we-say-related-according: According with → According to',
    ]);
    expect(fixes('The rise is related to the weather.')).toEqual([]);
  });

  it('asks for the infinitive after "would like"', () => {
    expect(fixes('I would like swimming more than running.')).toEqual([
      'verb-form.would-like-followed-by-verb: would like swimming → would like to swim',
    ]);
    expect(fixes('I would like to swim more.')).toEqual([]);
  });

  it('opens a conclusion with "For these reasons"', () => {
    expect(fixes('From these reasons I disagree.')).toEqual([
      'preposition.we-give-our-conclusion-for: From these reasons → For these reasons',
    ]);
  });
});

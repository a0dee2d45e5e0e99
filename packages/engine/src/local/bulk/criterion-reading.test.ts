import { describe, expect, it } from 'vitest';
import { readCriterion } from './criterion-reading';

function asked(criterion: string): [string, boolean][] {
  return readCriterion(criterion).concepts.map(({ concept, wanted }) => [concept.id, wanted]);
}

describe('readCriterion', () => {
  it('maps the words of a criterion to the clause concepts they name, by any of their usual names', () => {
    expect(asked('Prefer contracts with capped liability and exclusivity')).toEqual([
      ['liability-cap', true],
      ['exclusivity', true],
    ]);
    expect(asked('We want a sole supplier arrangement and a limit on liability')).toEqual([
      ['exclusivity', true],
      ['liability-cap', true],
    ]);
    expect(asked("Rank first the deals that let us audit the other side's books and records")).toEqual([
      ['audit-rights', true],
    ]);
  });

  it('reads what the user wants absent: "avoid", "without", "no", and a non-exclusive licence', () => {
    expect(asked('Avoid non-competes and automatic renewal')).toEqual([
      ['non-compete', false],
      ['auto-renewal', false],
    ]);
    expect(asked('Contracts without unlimited liability, with an arbitration clause')).toEqual([
      ['uncapped-liability', false],
      ['dispute-resolution', true],
    ]);
    expect(asked('Avoid contracts with a non-compete')).toEqual([['non-compete', false]]);
    expect(asked('Prefer contracts with exclusivity and without a non-compete')).toEqual([
      ['exclusivity', true],
      ['non-compete', false],
    ]);
    expect(asked('Avoid non-competes, exclusivity and automatic renewal; prefer an audit right')).toEqual([
      ['non-compete', false],
      ['exclusivity', false],
      ['auto-renewal', false],
      ['audit-rights', true],
    ]);
    expect(asked('A non-exclusive licence is best')).toEqual([
      ['exclusivity', false],
      ['license-grant', true],
    ]);
  });

  it('reads the law the user wants the contract governed by', () => {
    expect(readCriterion('Governed by New York law, with a liability cap').law).toBe('New York');
    expect(readCriterion('Prefer contracts under the laws of the State of Delaware').law).toBe('Delaware');
    expect(readCriterion('Prefer English law').law).toBe('England');
    expect(asked('Governed by New York law, with a liability cap')).toEqual([['liability-cap', true]]);
    expect(asked('Prefer contracts with a governing law clause')).toEqual([['governing-law', true]]);
  });

  it('keeps the words that name no known concept, and none of the words that only frame the request', () => {
    const reading = readCriterion('Prefer contracts with a force majeure clause and exclusivity');
    expect(reading.unknownTerms).toEqual(['force', 'majeure']);
    expect(readCriterion('Rank highest the agreements that include a confidentiality clause').unknownTerms).toEqual([]);
    expect(readCriterion("Prefer an audit right over the other party's books and records").unknownTerms).toEqual([]);
  });

  it('reads the side the user takes, when the criterion names one', () => {
    expect(readCriterion('As the tenant, avoid automatic renewal').role).toBe('tenant');
    expect(readCriterion('Prefer exclusivity').role).toBeUndefined();
  });
});

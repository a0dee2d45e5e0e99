import { describe, expect, it } from 'vitest';
import {
  type CurrentFinding,
  findingKey,
  formatShares,
  type Judgement,
  judgementShares,
  parseJudgement,
  sampleFindings,
} from '../quality/judgement-set';

const ASSIGNMENT_QUOTE = 'No Party may assign this Agreement without the prior written consent of the other Party.';

function finding(overrides: Partial<CurrentFinding>): CurrentFinding {
  return {
    contract: 'Made_Up_Supply_Agreement.txt',
    role: 'client',
    kind: 'risk',
    title: 'Assignment',
    statement: 'Assignment: Neither side may hand the agreement to someone else without consent. (low risk)',
    quote: ASSIGNMENT_QUOTE,
    page: 3,
    ...overrides,
  };
}

function judged(current: CurrentFinding, label: Judgement['label']): Judgement {
  return { ...current, page: current.page, label, reason: 'Read against the quote.', judgedAt: '2026-12-02' };
}

describe('matching current findings to judgements', () => {
  it('matches a finding whose wording differs only in case, spacing and typographic quotes', () => {
    const stored = finding({ statement: 'It protects what you share with the other side’s staff.' });
    const current = finding({ statement: "it protects  what you share with the other side's staff." });
    expect(findingKey(current)).toBe(findingKey(stored));
  });

  it('treats a changed statement, a changed quote or another kind as a new finding', () => {
    const stored = finding({});
    expect(findingKey(finding({ statement: `${stored.statement} Ask for consent.` }))).not.toBe(findingKey(stored));
    expect(findingKey(finding({ quote: 'Either Party may assign this Agreement.' }))).not.toBe(findingKey(stored));
    expect(findingKey(finding({ kind: 'keyFinding' }))).not.toBe(findingKey(stored));
    expect(findingKey(finding({ contract: 'Other_License_Agreement.txt' }))).not.toBe(findingKey(stored));
  });
});

describe('shares per kind', () => {
  const assignment = finding({});
  const insurance = finding({
    title: 'No insurance clause',
    statement: 'No insurance clause. (medium risk)',
    quote: '',
    page: null,
  });
  const law = finding({
    kind: 'clause',
    title: 'Governing law',
    statement: 'Governing law: New York',
    quote: 'governed by the laws of New York',
  });
  const judgements = [judged(assignment, 'true'), judged(insurance, 'false'), judged(law, 'partly')];

  it('counts the labels of the judged findings the engine still gives (apart for missing-clause ones), and the new ones as unjudged', () => {
    const reworded = finding({ statement: 'Assignment: One side may hand the agreement to anyone. (medium risk)' });
    const onOtherContract = finding({ contract: 'Never_Judged_Agreement.txt' });
    const shares = judgementShares([insurance, law, reworded, onOtherContract], judgements);
    const risk = shares.find((share) => share.kind === 'risk');
    const clause = shares.find((share) => share.kind === 'clause');
    expect(risk).toEqual({
      kind: 'risk',
      judged: 2,
      matched: { true: 0, partly: 0, false: 1 },
      missingClause: { true: 0, partly: 0, false: 1 },
      unjudged: 1,
      gone: 1,
    });
    expect(clause).toEqual({
      kind: 'clause',
      judged: 1,
      matched: { true: 0, partly: 1, false: 0 },
      missingClause: { true: 0, partly: 0, false: 0 },
      unjudged: 0,
      gone: 0,
    });
  });

  it('lets a later rating of the same finding replace the earlier one', () => {
    const shares = judgementShares([assignment], [judged(assignment, 'true'), judged(assignment, 'partly')]);
    expect(shares.find((share) => share.kind === 'risk')?.matched).toEqual({ true: 0, partly: 1, false: 0 });
    expect(shares.find((share) => share.kind === 'risk')?.judged).toBe(1);
  });

  it('prints the shares of the findings still given as rounded percentages', () => {
    expect(formatShares({ true: 2, partly: 1, false: 1 })).toBe('50% true / 25% partly / 25% false (of 4)');
    expect(formatShares({ true: 0, partly: 0, false: 0 })).toBe('n/a');
  });
});

describe('reading a rated line', () => {
  it('refuses a line without a label or with a label other than true, partly and false', () => {
    const line = (label: string) => JSON.stringify({ ...judged(finding({}), 'true'), label });
    expect(() => parseJudgement(line(''), 'rated.jsonl:1')).toThrow(/rated\.jsonl:1: label/u);
    expect(() => parseJudgement(line('mostly'), 'rated.jsonl:2')).toThrow(/label/u);
    expect(parseJudgement(line('partly'), 'rated.jsonl:3').label).toBe('partly');
  });
});

describe('choosing findings to rate', () => {
  const many = Array.from({ length: 6 }, (_, index) =>
    finding({ title: `Finding ${index}`, statement: `Statement number ${index}.` }),
  );
  const clauses = Array.from({ length: 3 }, (_, index) =>
    finding({ kind: 'clause', title: `Clause ${index}`, statement: `Clause ${index}` }),
  );

  it('takes at most the asked number of findings of each kind in each contract, the same ones on every run', () => {
    const chosen = sampleFindings([...many, ...clauses], 2, 'baseline');
    expect(chosen.filter((item) => item.kind === 'risk')).toHaveLength(2);
    expect(chosen.filter((item) => item.kind === 'clause')).toHaveLength(2);
    expect(sampleFindings([...clauses, ...many], 2, 'baseline')).toEqual(chosen);
  });

  it('draws another sample with another seed', () => {
    const draws = ['a', 'b', 'c', 'd'].map((seed) =>
      sampleFindings(many, 2, seed)
        .map((item) => item.title)
        .join(),
    );
    expect(new Set(draws).size).toBeGreaterThan(1);
  });
});

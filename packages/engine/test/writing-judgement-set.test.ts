import { describe, expect, it } from 'vitest';
import {
  type CurrentWritingFinding,
  formatWritingShares,
  isHeldOut,
  keyOfFinding,
  parseWritingJudgement,
  sampleWritingFindings,
  textSha,
  type WritingJudgement,
  writingShares,
} from '../quality/writing-judgement-set';

const finding = (kind: string, statement: string, quote = '', document = 'essay-a'): CurrentWritingFinding => ({
  set: 'corrections',
  document,
  kind,
  statement,
  quote,
  at: null,
});

const judged = (item: CurrentWritingFinding, label: WritingJudgement['label']): WritingJudgement => ({
  set: item.set,
  document: item.document,
  kind: item.kind,
  statementSha: textSha(item.statement),
  quoteSha: textSha(item.quote),
  at: item.at,
  label,
  reason: 'Rated for this test.',
  judgedAt: '2026-12-02',
});

describe('writing judgements', () => {
  it('keeps no text of the document: a stored judgement holds hashes, not the statement or quote', () => {
    const item = finding('spelling.common-misspelling', 'recieve → receive', 'We recieve letters.');
    const stored = JSON.stringify(judged(item, 'right'));
    expect(stored).not.toContain('recieve');
    expect(stored).not.toContain('letters');
  });

  it('matches a finding whose wording differs only by case, spacing or typographic quotes', () => {
    const item = finding('commas.after-opening-clause', 'Before noon → Before noon, “comma”', 'Before noon we ate.');
    const reworded = { ...item, statement: 'before  noon → before noon, "comma"' };
    expect(keyOfFinding(reworded)).toBe(keyOfFinding(item));
    expect(keyOfFinding({ ...item, statement: 'Before noon → Before noon;' })).not.toBe(keyOfFinding(item));
  });

  it('counts labels per rule family and overall, with new findings unjudged and missing ones gone', () => {
    const kept = finding('commas.after-opening-clause', 'a → a,');
    const wrongFix = finding('harper.SpellCheck', 'teh → ten');
    const dropped = finding('harper.SpellCheck', 'recieve → relieve');
    const fresh = finding('harper.SpellCheck', 'teh → the');
    const shares = writingShares(
      [kept, wrongFix, fresh],
      [judged(kept, 'right'), judged(wrongFix, 'wrong'), judged(dropped, 'wrong')],
    );
    const harper = shares.find((kind) => kind.kind === 'harper');
    const all = shares.find((kind) => kind.kind === 'all');
    expect(harper).toMatchObject({ judged: 2, matched: { right: 0, partly: 0, wrong: 1 }, unjudged: 1, gone: 1 });
    expect(all).toMatchObject({ judged: 3, matched: { right: 1, partly: 0, wrong: 1 }, unjudged: 1, gone: 1 });
    expect(formatWritingShares(all?.matched ?? { right: 0, partly: 0, wrong: 0 })).toBe(
      '50% right / 0% partly / 50% wrong (of 2)',
    );
  });

  it('lets a later rating of the same finding replace an earlier one', () => {
    const item = finding('style.passive-voice', 'was made → active voice');
    const shares = writingShares([item], [judged(item, 'right'), judged(item, 'wrong')]);
    expect(shares.find((kind) => kind.kind === 'all')?.matched).toEqual({ right: 0, partly: 0, wrong: 1 });
  });

  it('refuses a rated line without a reason or with a label outside right / partly / wrong', () => {
    const line = judged(finding('basic.repeated-word', 'the the → the'), 'right');
    expect(() => parseWritingJudgement({ ...line, reason: '' }, 'rated:1')).toThrow(/rated:1: reason/u);
    expect(() => parseWritingJudgement({ ...line, label: 'true' }, 'rated:2')).toThrow(/rated:2: label/u);
  });

  it('samples the same findings for the same seed, at most n per kind and per document', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].flatMap((word) => [
      finding('harper.SpellCheck', `${word} spelling`),
      finding('commas.comma-splice', `${word} splice`),
    ]);
    const first = sampleWritingFindings(items, 2, 'seed', 3);
    expect(first).toHaveLength(3);
    expect(sampleWritingFindings(items, 2, 'seed', 3)).toEqual(first);
    expect(sampleWritingFindings(items, 1, 'seed')).toHaveLength(2);
  });

  it('holds out about one document in five, always the same ones', () => {
    const names = Array.from({ length: 1000 }, (_, index) => `essay-${index}`);
    const heldOut = names.filter(isHeldOut);
    expect(heldOut.length).toBeGreaterThan(150);
    expect(heldOut.length).toBeLessThan(260);
    expect(names.filter(isHeldOut)).toEqual(heldOut);
  });
});

import { describe, expect, it } from 'vitest';
import { flaggedIssue } from '../../../test/style-issues';
import type { StyleIssue } from '../../grammar/finding';
import { splitSentences } from '../../text/sentences';
import { LEVEL_EXPECTATIONS } from './essay-expectations';
import { registerOf } from './essay-register';
import { analyzeGrammarAndStyle, conventionsPraiseworthy, weightedErrorCount } from './grammar-and-style';

const sentence = { text: 'i think i can.', page: 1, start: 0, end: 14, index: 0 };

/** Every issue points at the start of the one sentence. */
const issue = (kind: StyleIssue['kind'], error: string, correction: string) =>
  flaggedIssue(sentence, kind, error, correction, 0);

describe('how errors weigh on the grammar score', () => {
  it('counts each distinct mistake once and its repeats at half weight', () => {
    const issues = [issue('grammar', 'i', 'I'), issue('grammar', 'i', 'I'), issue('grammar', 'i', 'I')];
    expect(weightedErrorCount(issues)).toBe(2);
  });

  it('counts different mistakes fully and leaves style remarks out', () => {
    const issues = [
      issue('spelling', 'alot', 'a lot'),
      issue('grammar', 'there', 'their'),
      issue('style', 'A sentence of 50 words', 'Split it'),
    ];
    expect(weightedErrorCount(issues)).toBe(2);
  });
});

describe('when grammar and spelling may be named a strength', () => {
  const twoSlips = [issue('spelling', 'recieve', 'receive'), issue('grammar', 'they was', 'they were')];

  it('praises a text long enough to show its conventions with few errors flagged', () => {
    expect(conventionsPraiseworthy([], 300, 1)).toBe(true);
    expect(conventionsPraiseworthy(twoSlips, 300, 1)).toBe(true);
  });

  it('does not praise a text where more than one error in 100 words is flagged, as more go unseen', () => {
    expect(conventionsPraiseworthy(twoSlips, 150, 1)).toBe(false);
  });

  it('does not praise a text too short to show its conventions', () => {
    expect(conventionsPraiseworthy([], 60, 0.6)).toBe(false);
  });
});

describe('what the feedback says the checks found', () => {
  const layout = { locationOf: () => 'paragraph 1' } as unknown as Parameters<typeof analyzeGrammarAndStyle>[2];
  const prose = [{ text: 'We recieved the letters and they was happy.', page: 1, start: 0, end: 44, index: 0 }];

  it('states a flagged count as a floor, never as the number of errors the text holds', () => {
    const issues = [issue('spelling', 'recieved', 'received'), issue('grammar', 'they was', 'they were')];
    const { feedback } = analyzeGrammarAndStyle(issues, prose, layout);
    expect(feedback).toMatch(/At least 1 grammar error and 1 spelling error/u);
    expect(feedback).toMatch(/more may remain/u);
  });

  it('never reads no flagged error as a text free of errors', () => {
    const { feedback } = analyzeGrammarAndStyle([], prose, layout);
    expect(feedback).toMatch(/flagged no grammar or spelling error/u);
    expect(feedback).toMatch(/not show that the text has none/u);
  });

  it('says how many of the flagged errors the corrections list shows when it cannot show them all', () => {
    const issues = Array.from({ length: 25 }, (_, n) => issue('spelling', `wrod${n}`, 'word'));
    const result = analyzeGrammarAndStyle(issues, prose, layout);
    expect(result.spellingIssues).toBe(25);
    expect(result.specificCorrections).toHaveLength(20);
    expect(result.feedback).toMatch(/20 of them are listed/u);
  });
});

describe('the register note', () => {
  const level = LEVEL_EXPECTATIONS['high-school'];
  const toneOf = (text: string) => registerOf(splitSentences([{ pageNumber: 1, text }]), level, false);
  const formal = [
    'Libraries give every town a quiet place to study.',
    'They lend books to families who cannot buy them.',
    'Their rooms also host classes for older readers.',
    'Closing them would leave many people without help.',
    'The council should therefore keep them open.',
    'A small tax would cover the cost of the staff.',
    'Most residents already support this plan.',
    'Keeping libraries open is a sound choice.',
  ];

  it('calls writing formal only when no informal marker is found', () => {
    expect(toneOf(formal.join(' '))).toBe('Formal and consistent.');
  });

  it('names "super" where it intensifies, not where it names a thing with the noun after it', () => {
    const intensified = [...formal.slice(0, 7), 'The new reading room is super quiet.'].join(' ');
    expect(toneOf(intensified)).toMatch(/“super”/u);
    const named = [...formal.slice(0, 7), 'The library stands next to the super market on Hill Street.'].join(' ');
    expect(toneOf(named)).toBe('Formal and consistent.');
  });

  it('names slang such as "prolly" and a contraction a younger writer uses', () => {
    const text = [...formal.slice(0, 7), 'The council prolly won’t listen, though.'].join(' ');
    expect(toneOf(text)).not.toMatch(/^Formal/u);
    expect(toneOf(text)).toMatch(/“prolly”/u);
    expect(toneOf(text)).toMatch(/1 contraction/u);
  });

  it('is not formal when the writer turns to the reader as "you" even once', () => {
    const text = [...formal.slice(0, 7), 'You should visit one this week.'].join(' ');
    expect(toneOf(text)).not.toMatch(/^Formal/u);
    expect(toneOf(text)).toMatch(/“you”/u);
  });

  it('is not called consistent when the writer moves from "I" to "we" to "you"', () => {
    const text = [
      ...formal.slice(0, 5),
      'I think the plan is fair.',
      'We all gain from a good library.',
      'Then your town grows stronger.',
    ].join(' ');
    expect(toneOf(text)).not.toMatch(/consistent/u);
    expect(toneOf(text)).toMatch(/shifts between “I”, “we” and “you”/u);
  });
});

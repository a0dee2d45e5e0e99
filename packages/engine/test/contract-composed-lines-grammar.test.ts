import { describe, expect, it } from 'vitest';
import { suspensionImpact } from '../src/local/contract/suspension-terms';

// Every sentence below is written for these tests: each slot of a suspension right (who holds it, the acts
// joined to it, what it reaches, its cause, its notice) is varied, and every line composed from it must read.

const HOLDERS = ['Brightwick may', 'Brightwick can', 'We may', 'The Provider reserves the right to'];
const ACTS = ['suspend', 'suspend or end', 'suspend, restrict or terminate', 'temporarily suspend'];
const OBJECTS = [
  'the Services',
  'your account',
  'anyone’s access to the Platform',
  'access',
  'any part of the Services',
  'part of your account',
];
const CAUSES = [
  'at any time for any reason',
  'if the Customer fails to pay any invoice when due',
  'if it deems the use improper',
  '',
];
const NOTICES = ['without notice', 'on ten days’ written notice', ''];

// Articles or joins left with nothing after them, or a word said twice ("the or", "the the", "may may").
const GARBLED = /\b(?:the|a|an)\s+(?:or|and|the|a|an|of|to|,)\b|\b(\w+)\s+\1\b|\s,|,\s*[,.;]|\.\./iu;

function sentenceOf(...parts: string[]): string {
  return `${parts.filter(Boolean).join(' ')}.`;
}

describe('suspension lines composed from the sentence read as English in every combination', () => {
  for (const holder of HOLDERS)
    for (const act of ACTS)
      it(`${holder} ${act} …`, () => {
        for (const object of OBJECTS)
          for (const cause of CAUSES)
            for (const notice of NOTICES) {
              const said = suspensionImpact(sentenceOf(holder, act, object, cause, notice)) ?? '';
              expect(said, sentenceOf(holder, act, object, cause, notice)).not.toMatch(GARBLED);
              expect(said).not.toMatch(/suspend the (?:or|and)\b/u);
            }
      });

  it('tells the acts joined to suspending and whose access it reaches', () => {
    const said = suspensionImpact(
      'At any time and for any reason, Brightwick can suspend or end anyone’s access to its Platform.',
    );
    expect(said).toMatch(/^Brightwick may suspend or end anyone’s access whenever it chooses/u);
    expect(said).toMatch(/for good once it is ended/u);
  });

  it('does not say "it chooses" where no holder is named', () => {
    const said = suspensionImpact('Your access may be suspended at any time for any reason.');
    expect(said).toMatch(/^Your access may be suspended at will, without a stated cause/u);
    expect(said).not.toMatch(/\bit chooses\b/u);
  });
});

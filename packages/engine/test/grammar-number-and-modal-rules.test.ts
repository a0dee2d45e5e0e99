import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every correction a student sees on the text, as "error → correction". */
async function shown(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind !== 'style').map((issue) => `${issue.error} → ${issue.correction}`);
}

/** The findings of the given rules on the text, as "error → correction". */
async function shownBy(text: string, ruleIds: readonly string[]): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues
    .filter((issue) => ruleIds.includes(issue.ruleId))
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

const NEW_RULES = ['noun-number.plural-determiner-singular-noun', 'verb-form.modal-takes-base-verb'];

/** The sentences, each with what was shown on it: a clean sentence shows nothing. */
async function shownOnEach(sentences: readonly string[]): Promise<Array<[string, string[]]>> {
  return Promise.all(sentences.map(async (sentence): Promise<[string, string[]]> => [sentence, await shown(sentence)]));
}

const nothingShown = (sentences: readonly string[]): Array<[string, string[]]> =>
  sentences.map((sentence) => [sentence, []]);

describe('a plural determiner takes a plural noun where a verb follows the noun', () => {
  it('asks for a plural noun after "many", "few", "both" and "those"', async () => {
    expect(await shown('Many student come to school by bus.')).toContain('Many student → Many students');
    expect(await shown('Few person know the answer.')).toContain('Few person → Few people');
    expect(await shown('Both parent live in the city.')).toContain('Both parent → Both parents');
  });

  it('leaves pronoun "this", nouns used as describers and counts of time', async () => {
    const clean = [
      'By doing this students learn to share.',
      'If we allow this prices will rise.',
      'Those student loans are hard to repay.',
      'Every few days brings another storm.',
      'Another two weeks passed without news.',
      'A good many students came to the talk.',
      'A few students came in late.',
      'This shows that the plan works.',
      'This means that students need more time.',
      'This helps people relax.',
      'Many a student has failed this test.',
      'These change every year.',
      'He bought a sports car and a students guide.',
      'There is a sports club near us.',
      'Those student guide books are cheap.',
      'These car park charges are too high.',
      'After this students went home.',
      'These days people work from home.',
      'Both of them work here.',
      'Another three students came late.',
    ];
    expect(await shownOnEach(clean)).toEqual(nothingShown(clean));
  });
});

describe('a modal takes the base form of the verb, also after "not" or an adverb', () => {
  it('asks for the base form after a modal and "not" or "never"', async () => {
    expect(await shown('I can not went there alone.')).toContain('can not went → can not go');
    expect(await shown('She would never said such a thing.')).toContain('would never said → would never say');
    expect(await shown('They should not made that choice.')).toContain('should not made → should not make');
    expect(await shown('He will always helps his friends.')).toContain('will always helps → will always help');
  });

  it('asks for the base form of a regular verb that takes an object', async () => {
    expect(await shown('I would needed more time for the test.')).toContain('would needed → would need');
    expect(await shown('You must not wasted the water.')).toContain('must not wasted → must not waste');
  });

  it('leaves nouns, names and adjectives that only look like a modal and a verb', async () => {
    const clean = [
      'May was late again.',
      'Would interested students please stay behind?',
      'With all his might he pushed the door.',
      'You must be tired after the trip.',
      'She will not be allowed to leave.',
      'He could have gone home earlier.',
      'We might never know the answer.',
      'Those who can, teach.',
      'You can not only sing but also dance.',
      'The students will always remember this day.',
      'It can also lead to problems.',
      'They have the will to succeed.',
    ];
    expect(await shownOnEach(clean)).toEqual(nothingShown(clean));
  });
});

describe('"to" written for "too" before more words of degree', () => {
  it('asks for "too" before an adjective that ends its phrase after "be" or a linking verb', async () => {
    expect(await shown('The water was to low for swimming.')).toContain('was to low → was too low');
    expect(await shown('The price is to high.')).toContain('is to high → is too high');
    expect(await shown('That sounds to good to be true.')).toContain('sounds to good → sounds too good');
    expect(await shown('The path looked to dangerous for the children.')).toContain(
      'looked to dangerous → looked too dangerous',
    );
  });

  it('leaves "to" that opens a verb or a phrase', async () => {
    const clean = [
      'The plan was to slow the spread of the fire.',
      'Our goal is to warm the hall before noon.',
      'The answer was to good effect.',
      'It was to high praise that she replied.',
      'The idea sounds good to me.',
      'She was sent to low ground during the flood.',
    ];
    expect(await shownOnEach(clean)).toEqual(nothingShown(clean));
  });
});

describe('the general rules of number and verb form on words other checks may read otherwise', () => {
  it('add nothing where "this" is a pronoun before a plural subject, or "can" and "will" are nouns', async () => {
    const clean = [
      'Because of this cars are banned from the centre.',
      'We finished this years ago.',
      'Without this teachers would struggle.',
      'The trash can smelled awful.',
      'It was an act of free will carried out in public.',
      'Will went home early.',
    ];
    const byNewRules = await Promise.all(
      clean.map(async (sentence): Promise<[string, string[]]> => [sentence, await shownBy(sentence, NEW_RULES)]),
    );
    expect(byNewRules).toEqual(nothingShown(clean));
  });

  it('leaves a participle after a modal that may have been meant as the passive', async () => {
    expect(await shownBy('They will not allowed to leave.', NEW_RULES)).toEqual([]);
    expect(await shownBy('The road could blocked by snow.', NEW_RULES)).toEqual([]);
  });
});

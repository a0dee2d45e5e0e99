import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** The findings of one rule on the text, as "error → correction". */
async function shownBy(text: string, ruleId: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.ruleId === ruleId).map((issue) => `${issue.error} → ${issue.correction}`);
}

/** Each sentence with what the rule showed on it: a right sentence shows nothing. */
async function shownOnEach(sentences: readonly string[], ruleId: string): Promise<Array<[string, string[]]>> {
  return Promise.all(
    sentences.map(async (sentence): Promise<[string, string[]]> => [sentence, await shownBy(sentence, ruleId)]),
  );
}

const nothingShown = (sentences: readonly string[]): Array<[string, string[]]> =>
  sentences.map((sentence) => [sentence, []]);

const DO_SUPPORT = 'verb-form.do-support-takes-base-verb';
const CONJUNCTION_COMMA = 'commas.conjunction-comma';

describe('"do not", "does not" and "did not" take the base form of the verb', () => {
  it('asks for the base form of a past, a participle or an -s form, also after an adverb', async () => {
    expect(await shownBy('We did not even knew his name.', DO_SUPPORT)).toEqual([
      'did not even knew → did not even know',
    ]);
    expect(await shownBy('She doesn’t really likes her new job.', DO_SUPPORT)).toEqual([
      'doesn’t really likes → doesn’t really like',
    ]);
    expect(await shownBy('They didn’t wanted to leave the party.', DO_SUPPORT)).toEqual([
      'didn’t wanted → didn’t want',
    ]);
    expect(await shownBy('He does not always agrees with his sister.', DO_SUPPORT)).toEqual([
      'does not always agrees → does not always agree',
    ]);
    expect(await shownBy('I did not seen the last episode.', DO_SUPPORT)).toEqual(['did not seen → did not see']);
  });

  it('leaves base verbs, nouns and adjectives after "do not"', async () => {
    const clean = [
      'I did not mean it that way.',
      'She does not really care about the price.',
      'They didn’t even notice the rain.',
      'He did not seem happy with the result.',
      'The do not disturb sign was on the door.',
      'The results do not always match the forecast.',
      'We do not often go to the cinema.',
      'The rules do not apply to children.',
      'Do not feed the animals.',
      'I don’t usually drink coffee.',
      'The plants did not need much water.',
    ];
    expect(await shownOnEach(clean, DO_SUPPORT)).toEqual(nothingShown(clean));
  });
});

describe('a comma before "but" or "so" that opens a clause written with a contraction', () => {
  it('asks for a comma before "but I’m", "so it’s" and the like', async () => {
    expect(await shownBy("The film was long but I'm glad that we stayed.", CONJUNCTION_COMMA)).toEqual([
      'long → long,',
    ]);
    expect(await shownBy("The rent is low so it's easy to save money.", CONJUNCTION_COMMA)).toEqual(['low → low,']);
    expect(await shownBy('I wrote to her twice but she’s never answered.', CONJUNCTION_COMMA)).toEqual([
      'twice → twice,',
    ]);
  });

  it('leaves a written comma, "nothing but" and a purpose said with "so … ’ll"', async () => {
    const clean = [
      "He works hard, but he's always tired.",
      "It is nothing but it's worth a try.",
      "I left a note on the door so they'll know where I am.",
      "Speak slowly so you'd be understood by everyone.",
    ];
    expect(await shownOnEach(clean, CONJUNCTION_COMMA)).toEqual(nothingShown(clean));
  });
});

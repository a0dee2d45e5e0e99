import { describe, expect, it } from 'vitest';
import { withUnflaggedErrors } from '../src/local/essay/error-count-note';
import { LEVEL_EXPECTATIONS } from '../src/local/essay/essay-expectations';
import { registerOf } from '../src/local/essay/essay-register';
import { analyzeGrammarAndStyle, errorCountNote } from '../src/local/essay/grammar-and-style';
import { explainingWords } from '../src/local/essay/reasoning-evidence';
import { unflaggedErrors } from '../src/local/essay/unflagged-error-signals';
import { writerTypedErrors } from '../src/local/essay/writer-typed-errors';
import { type Sentence, splitSentences } from '../src/text/sentences';
import { flaggedIssue } from './style-issues';

const sentencesOf = (text: string) => splitSentences([{ pageNumber: 1, text }]);
const level = LEVEL_EXPECTATIONS['high-school'];
const toneOf = (text: string) => registerOf(sentencesOf(text), level, false);

describe('the register note names what the writer typed', () => {
  it('counts contractions written without their apostrophe', () => {
    const tone = toneOf('The ferry was late again. Mara said she wasnt worried. Her brother didnt care either.');
    expect(tone).not.toMatch(/^Formal/u);
    expect(tone).toMatch(/2 contractions/u);
  });

  it('names "cause" for "because" and "like" before a rough time', () => {
    const tone = toneOf('We stayed inside, cause it was raining. The bus came like ten minutes later.');
    expect(tone).not.toMatch(/^Formal/u);
    expect(tone).toMatch(/“cause”/u);
    expect(tone).toMatch(/“like”/u);
  });

  it('names everyday slang and the quotative "was like"', () => {
    const tone = toneOf('The test sucked. After class we chilled out at the mall. Then she was like, no way.');
    expect(tone).toMatch(/“sucked”/u);
    expect(tone).toMatch(/“chilled out”/u);
    expect(tone).toMatch(/“was like”/u);
  });

  it('leaves "chill" as cold and "like" as a comparison alone', () => {
    expect(toneOf('A chill in the air warned of snow. The hill looked like a white wall.')).toBe(
      'Formal and consistent.',
    );
  });

  it('does not call "cause" informal where it is the noun or the verb', () => {
    expect(toneOf('Smoke was the cause of the delay. Storms cause floods in the valley.')).toBe(
      'Formal and consistent.',
    );
  });

  it('does not read "bout" after a subject as text-speak: it is "bought" misspelt', () => {
    expect(toneOf('My aunt bout a small boat last spring. She sails it on the lake.')).toBe('Formal and consistent.');
  });

  it('leaves the words of a quoted passage out, with its "you" in brackets', () => {
    expect(
      toneOf(
        "The poet writes, ``When the tide turns (you) will hear the gulls.'' This line sets a calm mood for the reader.",
      ),
    ).toBe('Formal and consistent.');
  });
});

describe('sentence starts in small letters', () => {
  it('are not counted after an ellipsis or inside a quotation', () => {
    const sentences = sentencesOf(
      'The narrator remembers "the rain fell for days... the river rose over the fields." Her memory is vivid. He calls it "a grey time. nothing grew" in the valley.',
    );
    expect(unflaggedErrors(sentences).smallLetterStarts).toEqual([]);
  });

  it('are still counted in the writer own words', () => {
    const sentences = sentencesOf('We walked to the pier. then we waited for the boat.');
    expect(unflaggedErrors(sentences).smallLetterStarts).toEqual(['then']);
  });
});

describe('one analysis gives one count of the same thing', () => {
  it('tells the same number of small-letter starts in the count and in the signal', () => {
    const sentences = sentencesOf('We walked home. then we ate. after that we slept.');
    const issues = [flaggedIssue(sentences[0] as Sentence, 'grammar', 'then', 'Then')];
    const layout = { locationOf: () => 'Paragraph 1' } as never;
    const result = withUnflaggedErrors(analyzeGrammarAndStyle(issues, sentences, layout), issues, sentences);
    const counts = [...result.feedback.matchAll(/(\d+) sentences? (?:begun|begins?) with a small letter/gu)].map(
      (match) => match[1],
    );
    expect(counts.length).toBeGreaterThan(0);
    expect(new Set(counts).size).toBe(1);
  });
});

describe('absence claims', () => {
  it('never say no spelling error was found beside grammar errors', () => {
    const sentences = sentencesOf('He trys hard every day.');
    const note = errorCountNote([flaggedIssue(sentences[0] as Sentence, 'grammar', 'trys', 'tries')]);
    expect(note).not.toMatch(/no spelling error/u);
  });

  it('say no spelling error was found only when every word the writer typed is English', () => {
    const misspelt = sentencesOf('He trys hard every day.');
    const clean = sentencesOf('He tries hard every day.');
    const grammarOnly = (sentences: Sentence[]) => [flaggedIssue(sentences[0] as Sentence, 'grammar', 'He', 'She')];
    expect(errorCountNote(grammarOnly(misspelt), misspelt)).not.toMatch(/no spelling error/u);
    expect(errorCountNote(grammarOnly(clean), clean)).toMatch(/no spelling error/u);
  });

  it('do not count a letter named for a word as a misspelling', () => {
    const sentences = sentencesOf('He never said the f word in class.');
    const kept = writerTypedErrors([flaggedIssue(sentences[0] as Sentence, 'spelling', 'f', 'of')], sentences);
    expect(kept).toEqual([]);
  });
});

describe('what counts as explaining why', () => {
  it('is not a report of what the text stresses or tries to say', () => {
    expect(
      explainingWords(
        sentencesOf(
          'The writer emphasized the long winter. The author is trying to say the hills were empty. The passage describes a cold farm.',
        ),
      ),
    ).toEqual([]);
  });

  it('is not a reasoning word inside a quotation', () => {
    expect(explainingWords(sentencesOf('She writes, "we stayed because the road had flooded" in her diary.'))).toEqual(
      [],
    );
  });

  it('still credits a detail said to show something', () => {
    expect(explainingWords(sentencesOf('This detail shows that the family had little money left.'))).not.toEqual([]);
  });
});

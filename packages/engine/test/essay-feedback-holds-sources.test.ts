import { describe, expect, it } from 'vitest';
import { citationSummary, riskAsTold } from '../src/local/essay/citation-summary';
import { checkCitations } from '../src/local/essay/citations';
import { reflectionStrength } from '../src/local/essay/essay-strengths';
import { explainedQuotations } from '../src/local/essay/reasoning-evidence';
import { splitSentences } from '../src/text/sentences';

const sentencesOf = (text: string) => splitSentences([{ pageNumber: 1, text }]);
const citationsOf = (text: string) => checkCitations(sentencesOf(text), []);

describe('a source named in the sentence', () => {
  it('counts a doctor or professor who says something', () => {
    const findings = citationsOf(
      'Dr. Okafor says, "children who sleep nine hours remember more of their lessons." Schools should take note of this.',
    );
    expect(findings.namedSourceCount).toBeGreaterThan(0);
    expect(riskAsTold(findings, 'argument').check.consistencyIssues.join(' ')).not.toMatch(/without saying which/u);
  });

  it('counts an author named before the verb', () => {
    const findings = citationsOf(
      'The author Mina Hale writes about the long road home and the cold wind. Her story is about a hard journey.',
    );
    expect(findings.namedSourceCount).toBeGreaterThan(0);
  });
});

describe('the citations line', () => {
  it('does not say none found when the piece quotes a passage', () => {
    const findings = citationsOf(
      'The boy in the story is brave. He says, "I will cross the river before the sun goes down." That shows his courage.',
    );
    expect(citationSummary(findings, 'narrative')).not.toMatch(/none found/u);
  });

  it('still says none found when an argument quotes and cites nothing', () => {
    expect(citationSummary(citationsOf('Parks make a town greener. People walk there every day.'), 'argument')).toMatch(
      /none found/u,
    );
  });

  it('says nothing of citations for a story that quotes and cites nothing', () => {
    expect(citationSummary(citationsOf('Parks make a town greener. People walk there every day.'), 'narrative')).toBe(
      '',
    );
  });
});

describe('quotations explained', () => {
  it('do not count a title in quotation marks', () => {
    const sentences = sentencesOf(
      'In "The Silver Kite Over Town" the girl learns to wait, which shows that patience brings its own reward.',
    );
    expect(explainedQuotations(sentences)).toBe(0);
  });

  it('still count a quoted line that is explained', () => {
    const sentences = sentencesOf(
      'The girl says "the kite will fly when the wind turns," which shows that she has learned to be patient.',
    );
    expect(explainedQuotations(sentences)).toBe(1);
  });
});

describe('the reflection quoted as a strength', () => {
  it('is not a sentence a reader cannot make out', () => {
    expect(
      reflectionStrength(
        sentencesOf('We went to the lake. I learned that waitng is hardd wen yuo ar smal and fishs dont bite.'),
      ),
    ).toBeUndefined();
  });

  it('is quoted when it reads clearly', () => {
    expect(
      reflectionStrength(sentencesOf('We went to the lake. I learned that waiting is hard when you are small.')),
    ).toMatch(/I learned that waiting is hard/u);
  });
});

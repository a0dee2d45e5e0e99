import { describe, expect, it } from 'vitest';
import { styleIssueIn } from '../../../test/style-issue';
import { prepareDocumentText } from '../../text/document-text';
import type { Sentence } from '../../text/sentences';
import { citationSummary } from './citation-summary';
import { checkCitations } from './citations';
import { errorsFoundNote, withUnflaggedErrors } from './error-count-note';
import { layoutOfEssay } from './essay-layout';
import { analyzeGrammarAndStyle } from './grammar-and-style';
import { analyzeStructure } from './structure-analysis';
import { runOnLengths } from './unflagged-error-signals';

/**
 * Issue 33: the counts, the citations line and the structure note say what was found in the essay,
 * never more. The sentences and essays here are written for these tests.
 */

function documentOf(text: string) {
  return prepareDocumentText([{ pageNumber: 1, text }]);
}

const toCheck = (sentence: Sentence, word: string) =>
  styleIssueIn(sentence, 'spelling', word, `Check the spelling of “${word}”.`);

describe('spelling counts as what the checks flagged', () => {
  const text = documentOf(
    'The old bridge was buring in the storm last night. Our whole street came out to watch the firemen work. Nobody on the street could sleep until the rain put the fire out at dawn.',
  );
  const [first] = text.sentences as [Sentence];
  const layout = layoutOfEssay(text);

  it('counts a word the spell checker does not know, so the page never shows 0 beside it', () => {
    const issues = [toCheck(first, 'buring')];
    const result = withUnflaggedErrors(analyzeGrammarAndStyle(issues, text.sentences, layout), issues, text.sentences);
    expect(result.spellingIssues).toBe(1);
    expect(result.feedback).toMatch(/At least 1 spelling error \(counting 1 word the spell checker does not know/u);
    expect(result.feedback).toContain('“buring”');
  });

  it('leaves out a capitalised word the checker does not know, which may be a name', () => {
    const issues = [toCheck(first, 'Ardwick')];
    const result = withUnflaggedErrors(analyzeGrammarAndStyle(issues, text.sentences, layout), issues, text.sentences);
    expect(result.spellingIssues).toBe(0);
  });

  it('says "many" where misspellings are frequent, with the figure as flagged', () => {
    const story = documentOf(
      'We waited in line for an our. My cusin was very quite the hole time. I was so bord that I counted the tils on the flor.',
    );
    const [line, cousin, bored] = story.sentences as [Sentence, Sentence, Sentence];
    const issues = [
      styleIssueIn(cousin, 'spelling', 'cusin', 'cousin'),
      styleIssueIn(bored, 'spelling', 'bord', 'bored'),
      styleIssueIn(bored, 'spelling', 'flor', 'floor'),
      toCheck(bored, 'tils'),
      styleIssueIn(line, 'grammar', 'an our', 'an hour'),
    ];
    const note = errorsFoundNote(issues, 4, story.sentences);
    expect(note).toMatch(/^Many spelling errors: 4 flagged \(counting 1 word the spell checker does not know/u);
    expect(note).toMatch(/At least 1 grammar error found\./u);
    expect(note).toMatch(/More may remain\./u);
  });

  it('gives a few slips in a long text as a count, not as "many"', () => {
    const issues = [styleIssueIn(first, 'spelling', 'buring', 'burning')];
    expect(errorsFoundNote(issues, 1, text.sentences)).not.toMatch(/Many/u);
  });
});

describe('citations told only where sources are used', () => {
  const story = documentOf(
    'My grandmother stood at the door. "Come in before the snow gets worse," she said, and we ran inside to the fire.',
  );

  it('says nothing of citations for a story whose only quotation is dialogue', () => {
    const findings = checkCitations(story.sentences, []);
    expect(citationSummary(findings, 'narrative')).toBe('');
  });

  it('lists a share written in words as a claim that needs a source', () => {
    const argued = documentOf(
      'Homework should be shorter. Seventy-five percent of the pupils in one survey said they sleep less because of it.',
    );
    const claims = checkCitations(argued.sentences, []).check.missingCitations.map((claim) => claim.text);
    expect(claims.join(' ')).toMatch(/Seventy-five percent/u);
  });

  it('lists what an unnamed expert says as a claim that needs a source', () => {
    const argued = documentOf(
      'Screens at bedtime are harmful. An expert said that children who read before bed sleep an hour longer.',
    );
    const claims = checkCitations(argued.sentences, []).check.missingCitations.map((claim) => claim.text);
    expect(claims.join(' ')).toMatch(/expert said/u);
  });

  it('does not read "a hundred percent sure" as a share', () => {
    const argued = documentOf('I am one hundred percent sure that our town needs a new library for its children.');
    expect(checkCitations(argued.sentences, []).check.missingCitations).toHaveLength(0);
  });
});

describe('structure told from the layout the text shows', () => {
  const STORY = [
    'Last spring my sister and I entered the town kite contest. We spent three evenings building a red kite from sticks, paper and string in our garage.',
    'On the day of the contest the wind dropped and our kite fell twice. My sister laughed each time, and we tried again until it finally rose above the trees.',
    'We did not win a prize, but we laughed all the way home. It is important to laugh when things go wrong, because it keeps you trying.',
  ].join('\n\n');

  it('reads a story closing on a lesson as ending with a reflection', () => {
    const text = documentOf(STORY);
    const structure = analyzeStructure(layoutOfEssay(text), text.wordCount, 'narrative');
    expect(structure.specificIssues.join(' ')).not.toMatch(/ending could say what the events meant/u);
    expect(structure.strengths).toContain('Ends by reflecting on what happened.');
  });

  it('makes no claim about the conclusion where paragraph breaks do not show', () => {
    const text = documentOf(
      [
        'Our school should start an hour later. Pupils who sleep more learn more, and they are calmer in class.',
        'Early starts also make the roads busier, because parents drive to work and school at the same time.',
        'In conclusion, a later start would help pupils learn and make our mornings safer.',
      ].join('\n\n'),
    );
    const layout = { ...layoutOfEssay(text), breaksUncertain: true };
    const structure = analyzeStructure(layout, text.wordCount, 'argument');
    expect(structure.strengths.join(' ')).not.toMatch(/conclusion|Ends by/u);
    expect(structure.specificIssues.join(' ')).not.toMatch(/conclusion/u);
  });
});

describe('a sentence running on into a quotation never closed', () => {
  it('is counted as running on when the opening mark is never closed', () => {
    const text = documentOf(
      'We reached the park late and at the gate there was a sign that said "your wait will be one hour from this point so we stood in line for the whole hour and then we finally got to the front and I was so excited as I walked up the stairs to the ride.',
    );
    expect(runOnLengths(text.sentences)).toHaveLength(1);
  });

  it('is not counted as running on when the quotation is closed', () => {
    const text = documentOf(
      'At the gate of the park there was a sign that said "your wait will be one hour from this point so please stay in line and keep your tickets ready and do not push the people who are standing in front of you."',
    );
    expect(runOnLengths(text.sentences)).toHaveLength(0);
  });
});

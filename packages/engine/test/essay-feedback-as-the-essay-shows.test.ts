import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * Feedback that is true of the essay it is given on: quotations introduced by the text they come
 * from are attributed, a figure stated with no source is a claim without one whatever the kind, a
 * conditional "if you see" is no filler, and a count of small-letter starts counts what it names.
 * The essays are written for these tests.
 */
const responding = {
  academicLevel: 'high-school',
  subject: 'Write a response to the story explaining how the boy changes. Use details from the story.',
} as const;

describe('quotations of the text read', () => {
  it('counts a quotation introduced by “according to the passage”, “the author states” or “in the story” as attributed', async () => {
    const text = [
      'The boy in the story slowly learns to trust his new teacher.',
      'According to the passage, "he kept his eyes on the floor for the whole first week."',
      'The author states, "by spring he was the first to raise his hand."',
      'In the story, "he stayed after class to help stack the chairs."',
      'These moments show that he has found a place where he belongs.',
    ].join(' ');
    const { summary } = await analyzeEssay(text, responding);
    expect(summary.join(' ')).toMatch(/3 passages attributed to the text or its author/u);
  });

  it('does not ask an argument to name the source of quotations it gives “according to the article”', async () => {
    const text = [
      'Cities should plant more trees along their busy streets.',
      'According to the article, "a row of trees can cool a street by several degrees in summer."',
      'In the article, "shoppers stay longer on streets that have shade."',
      'Trees also give birds a home and make a walk to school more pleasant.',
      'For these reasons every city should plant trees on its busiest roads.',
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'Should cities plant more trees?',
    });
    expect(citationCheck.plagiarismRisk).toBe('low');
    expect(citationCheck.consistencyIssues.join(' ')).not.toMatch(/name it/u);
  });
});

describe('claims without a source', () => {
  it('lists a percentage stated with no source in a response to a text', async () => {
    const text = [
      'The boy in the story slowly learns to trust his new teacher.',
      'At first he says nothing in class and sits alone at lunch.',
      'This happens to many new students, since 70% of children who move schools feel lonely at first.',
      'By the end he helps the others, which shows that he now belongs.',
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, responding);
    expect(citationCheck.missingCitations.map((claim) => claim.text).join(' ')).toMatch(/70% of children/u);
  });
});

describe('the register note', () => {
  it('does not call a conditional “if you see a …” the filler “you see”', async () => {
    const text = [
      'Honesty means telling the truth even when a lie would be easier.',
      'If you see a friend cheat on a test, an honest person tells the friend to stop.',
      'Honesty builds trust between people who work and live together.',
      'A person who is honest can be relied on by everyone around them.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, { academicLevel: 'high-school', subject: 'What is honesty?' });
    expect(grammarAndStyle.toneAssessment).not.toMatch(/you see/u);
  });

  it('counts every contraction of the writer’s own words', async () => {
    const text = [
      'Schools shouldn’t give homework every night of the week.',
      'Students can’t rest when they’re working until late, and they’ll be tired the next day.',
      'It’s better for them to read or play outside in the evening.',
      'For these reasons schools should give less homework.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'Should schools give homework?',
    });
    expect(grammarAndStyle.toneAssessment).toMatch(/5 contractions/u);
  });
});

describe('the kind of piece', () => {
  it('reads a text that explains an idea through a hypothetical “you” as a report, not a story', async () => {
    const text = [
      'Fairness means giving every person the same chance to succeed.',
      'Imagine that one day you are picking teams for a game in the park.',
      'Suddenly you have to decide whether to pick only your friends.',
      'A fair captain gives the quiet players a turn that day as well.',
      'Fairness matters because people work harder when they feel they are treated equally.',
    ].join(' ');
    const { summary, structureAnalysis } = await analyzeEssay(text, { academicLevel: 'high-school' });
    expect(summary.join(' ')).not.toMatch(/as a narrative/u);
    expect([structureAnalysis.feedback, ...structureAnalysis.specificIssues].join(' ')).not.toMatch(/scene|events/u);
  });

  it('still reads a story told in the third person with “one day” as a narrative', async () => {
    const text = [
      'One day a girl named Lena found a lost puppy behind the bakery.',
      'She carried it home in her coat and gave it warm milk.',
      'That night the puppy slept at the end of her bed.',
      'The next morning Lena walked around the town asking who owned it.',
      'After that, she visited the puppy every week at its new home.',
    ].join(' ');
    const { summary } = await analyzeEssay(text, { academicLevel: 'high-school' });
    expect(summary.join(' ')).toMatch(/as a narrative/u);
  });
});

describe('the structure note', () => {
  it('does not praise an introductory paragraph where the paragraph breaks cannot be seen', async () => {
    const text = [
      'Our town needs a new library for its growing number of families. The old building is small and its roof leaks.  Children have nowhere quiet to read after school, so they go home early.',
      'A new library would give them a warm place to study. It would also hold classes for adults who want to learn. In conclusion, the council should build a new library soon.',
    ].join('\n\n');
    const { structureAnalysis } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'Should our town build a library?',
    });
    expect(structureAnalysis.strengths.join(' ')).not.toMatch(/introductory paragraph/u);
    // Nor is a fault found in paragraphing the text cannot show.
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/paragraph/iu);
    expect(structureAnalysis.feedback).not.toMatch(/needs work: .*paragraph/iu);
  });
});

describe('titles in quotation marks', () => {
  it('does not count the title of the work read as one of its quotations', async () => {
    const text = [
      'The boy in the story "A walk through the long winter" slowly learns to trust his new teacher.',
      'The author states, "by spring he was the first to raise his hand."',
      'The poem "Lights across the water" also shows a child who finds a home.',
      'These moments show that he has found a place where he belongs.',
    ].join(' ');
    const { summary } = await analyzeEssay(text, responding);
    expect(summary.join(' ')).toMatch(/\b1 quotation\b/u);
  });
});

describe('quotations of the assigned text', () => {
  it('do not raise the plagiarism risk of a response or ask it to name its source', async () => {
    const text = [
      'The boy changes because his teacher is patient with him.',
      'At first "he kept his eyes on the floor for the whole first week" and spoke to nobody.',
      'Later "he stayed after class to help stack the chairs" without being asked.',
      'This shows that he has started to trust the people around him.',
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, responding);
    expect(citationCheck.plagiarismRisk).toBe('low');
    expect(citationCheck.consistencyIssues.join(' ')).not.toMatch(/name it/u);
  });
});

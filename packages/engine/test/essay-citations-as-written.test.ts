import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

const INTRO =
  'The story The Long Road follows a boy who walks home alone after his bus breaks down. I think its lesson is that being alone can make a person braver than he expected.';
const END =
  'In conclusion, the walk home changes the boy. He starts the story afraid of the dark and ends it calm, because he learned that he could look after himself.';

function essayWith(evidence: string): string {
  return [
    INTRO,
    `At first the boy is scared of every sound. ${evidence} This shows how small and lost he feels at the start of the walk.`,
    'Later he finds the river he knows and follows it towards the town. He stops shaking once he sees the bridge, because now he knows where he is.',
    END,
  ].join('\n\n');
}

describe('citations counted as the writer typed them', () => {
  it.each([
    [
      'quotation marks typed as two backticks and two apostrophes',
      'The boy thinks ``the trees are leaning over me like giants.',
    ],
    [
      'quotation marks typed as two apostrophes each side',
      "The boy thinks ''the trees are leaning over me like giants.''",
    ],
    ['an opening quotation mark that is never closed', 'The boy thinks "the trees are leaning over me like giants.'],
    ['a page in brackets after the author’s name', 'The trees seem to lean over him like giants (Marlow 6).'],
    [
      'the author’s name alone in brackets, in lower case',
      'The boy thinks the trees are leaning over him like giants (marlow).',
    ],
    ['the narration reporting a passage', 'The narration states that the trees seem to lean over him like giants.'],
    ['a paragraph of the text pointed to', 'In paragraph 7 the trees seem to lean over him like giants.'],
  ])('%s is a citation, not “none found”', async (_shape, evidence) => {
    const result = await analyzeEssay(essayWith(evidence), { academicLevel: 'high-school' });
    expect(result.summary.join(' ')).toMatch(/Citations: /u);
    expect(result.summary.join(' ')).not.toContain('Citations: none found.');
  });

  it('does not count a title in quotation marks as a quotation', async () => {
    const text = essayWith('"The Long Road" is a fitting title for what comes next.');
    const result = await analyzeEssay(text, { academicLevel: 'high-school' });
    expect(result.summary.join(' ')).not.toMatch(/Citations:[^.]*quotation/u);
  });

  it('does not raise the plagiarism risk of a quotation properly marked and cited', async () => {
    const text = essayWith('The boy thinks "the trees are leaning over me like giants" (Marlow 6).');
    const result = await analyzeEssay(text, { academicLevel: 'high-school' });
    expect(result.citationCheck.plagiarismRisk).toBe('low');
  });
});

describe('a paragraph of a source pointed to in an argument', () => {
  it('counts “in paragraph 7” of the article read as a citation, not “none found”', async () => {
    const text = [
      'Cities should plant more trees along their streets. I believe every block needs at least one tree, because trees make streets cooler and healthier.',
      'Shade matters in summer. The article we read shows in paragraph 7 that a single oak can cool a pavement by several degrees, and cooler streets mean fewer people fall ill in a heat wave.',
      'Trees also take up rain that would otherwise flood the drains, so streets with trees stay dry after a storm.',
      'In conclusion, every city should plant a tree on each block, because trees keep people cool and streets dry.',
    ].join('\n\n');
    const result = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'Should cities plant more trees? Give your opinion.',
    });
    expect(result.summary.join(' ')).not.toContain('Citations: none found.');
  });
});

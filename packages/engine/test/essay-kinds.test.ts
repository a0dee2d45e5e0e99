import type { EssayAnalysis, EssayParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import type { DocumentPage } from '../src/analysis-engine';
import { analyzeAndCheck } from './result-checks';
import { PERSUASIVE_ESSAY } from './sample-documents';

async function analyzeEssay(pages: DocumentPage[], parameters: EssayParameters): Promise<EssayAnalysis> {
  return (await analyzeAndCheck({ documentType: 'essay', parameters, pages, filename: 'essay.pdf' })) as EssayAnalysis;
}

/** A personal story written for this test, with dialogue, as a good middle-school narrative reads. */
const STORY = `The Longest Afternoon

When I was eleven, my grandfather took me fishing at the lake behind his farm. I had never held a
rod before, and I wanted to catch something big right away. We sat on the wooden dock for an hour
and nothing happened. I kept pulling the line out of the water to check the bait.

"Fish do not come to people who splash around all day," my grandfather said with a slow smile.
I felt annoyed, but I put the rod down and watched the water. The sun moved across the sky and the
dragonflies landed on the reeds. I remember how quiet it was, except for a dog barking far away.

After another hour I almost gave up. Then the line jerked so hard that the rod nearly slid off the
dock. I grabbed it and pulled, and my grandfather laughed and told me to let the fish get tired
first. We waited together, and finally I lifted a silver perch into the net.

That evening we cooked the fish over the fire. I learned that day that waiting is not the same as
doing nothing. Now, whenever I get impatient, I think about the dock, the dragonflies and the
sound of my grandfather laughing.`;

const page = (text: string): DocumentPage[] => [{ pageNumber: 1, text }];

describe('essays judged for what they are', () => {
  it('never asks a narrative for a thesis or an opposing view, nor warns of plagiarism for its dialogue', async () => {
    const result = await analyzeEssay(page(STORY), { academicLevel: 'high-school' });
    const advice = [
      ...result.argumentClarity.logicalGaps,
      result.argumentClarity.feedback,
      ...result.summary,
      result.overallGrade.improvementToNextGrade,
      ...result.actionableFixes,
      ...result.detailedImprovements.immediate,
      ...result.detailedImprovements.contentEnhancements,
      ...result.detailedImprovements.researchSuggestions,
      ...result.modelAnswerExamples.map((example) => example.explanation),
      result.criticalThinking.feedback,
    ].join('\n');
    expect(advice).not.toMatch(/thesis statement was found|write a one-sentence thesis|No clear thesis/iu);
    expect(advice).not.toMatch(/opposing view|other views/iu);
    expect(result.citationCheck.plagiarismRisk).toBe('low');
    expect(result.citationCheck.missingCitations).toEqual([]);
    expect(result.summary.join(' ')).toMatch(/as a narrative/u);
    expect(result.overallGrade.grade).not.toBe('F');
  });

  it('still asks an argument for a thesis and an opposing view', async () => {
    const result = await analyzeEssay(page(STORY), { academicLevel: 'high-school', subject: 'Persuasive essay' });
    expect(result.argumentClarity.logicalGaps.join(' ')).toMatch(/No clear thesis/u);
    const argued = await analyzeEssay(PERSUASIVE_ESSAY, { academicLevel: 'high-school' });
    expect(argued.argumentClarity.thesisText).not.toBeNull();
  });

  it('does not count anonymisation placeholders as errors or lower the grade for them', async () => {
    const named = STORY.replace('my grandfather took me', 'Grandpa Joe took me').replace(
      'a dog barking',
      'a dog barking near Lake Huron',
    );
    const anonymised = STORY.replace('my grandfather took me', '@PERSON1 took me').replace(
      'a dog barking',
      'a dog barking near @LOCATION2 @CAPS1',
    );
    const [plain, hidden] = await Promise.all([
      analyzeEssay(page(named), { academicLevel: 'high-school' }),
      analyzeEssay(page(anonymised), { academicLevel: 'high-school' }),
    ]);
    const flagged = hidden.grammarAndStyle.specificCorrections.map((correction) => correction.error).join(' ');
    expect(flagged).not.toMatch(/@|PERSON1|LOCATION2|CAPS1/u);
    expect(hidden.grammarAndStyle.grammarIssues + hidden.grammarAndStyle.spellingIssues).toBeLessThanOrEqual(
      plain.grammarAndStyle.grammarIssues + plain.grammarAndStyle.spellingIssues,
    );
    expect(hidden.overallGrade.score).toBeGreaterThanOrEqual(plain.overallGrade.score - 2);
  });
});

import { describe, expect, it } from 'vitest';
import type { DocumentPage } from '../src/analysis-engine';
import { analyzeEssayPages } from './result-checks';
import { PERSUASIVE_ESSAY } from './sample-documents';

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

/**
 * A second story written for this test, as a timed exam hands it in: one block of text, lower-case
 * slips and a few misspellings, told with detail and a reflection at the end. Teachers mark such a
 * story in the upper half of their range; the issue saw one like it graded F for lacking a thesis.
 */
const EXAM_STORY = `Last summer my little brother and I had to wait three hours at the airport because our flight was delayed by a storm. At first I was really angry, i kept walking to the window and looking at the grey clouds like that would make them go away faster. My brother was only six and he started crying becuase he wanted to go to the beach at grandmas house. I remember thinking that if I lost my temper too, the whole afternoon would be ruined for both of us. So I sat down next to him on the cold plastic chairs and took out a deck of cards from my backpack. I taught him how to play go fish, and then a game my dad had shown me where you build towers out of the cards. He knocked the first tower down on purpose and laughed so hard that a lady across from us started laughing too. She told us she was going to visit her daughter for the first time in two years, and that waiting a few more hours was nothing compared to that. We shared our crackers with her and she showed us pictures of her grandson. By the time they called our flight the storm had passed and the sky was orange and pink over the runway. My brother fell asleep on my shoulder as soon as we sat down on the plane. Looking back, I realized that being patient was not just about waiting quietly. It was about making the wait better for the people around me, and I learned that I can stay calm even when plans fall apart.`;

/** A response to a short story read in class, answered in one paragraph as the question asks. */
const SHORT_RESPONSE = `The author ends the story with the girl planting the seedling in the spring because it shows that she has accepted her loss but still has hope. Earlier in the story she is sad and angry that her old home is gone, and she even tears the flower out of the pot. In the last paragraph she says she will try again when the snow melts, which means she is willing to start over in the new country. The seedling is a symbol of her new life, small at first but able to grow. The ending also connects to the title, since the flower survives the winter just like she does. I think the author wanted the reader to see that change is hard but it does not last forever.`;

describe('essays judged for what they are', () => {
  it('never asks a narrative for a thesis or an opposing view, nor warns of plagiarism for its dialogue', async () => {
    const result = await analyzeEssayPages(page(STORY), { academicLevel: 'high-school' });
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
    expect(advice).not.toMatch(
      /thesis statement was found|write a one-sentence thesis|No clear thesis|No position is stated outright/iu,
    );
    expect(advice).not.toMatch(/opposing view|other views/iu);
    expect(result.citationCheck.plagiarismRisk).toBe('low');
    expect(result.citationCheck.missingCitations).toEqual([]);
    expect(result.summary.join(' ')).toMatch(/as a narrative/u);
    expect(result.overallGrade.grade).not.toBe('F');
  });

  it('still asks an argument for a thesis and an opposing view', async () => {
    const result = await analyzeEssayPages(page(STORY), { academicLevel: 'high-school', subject: 'Persuasive essay' });
    expect(result.argumentClarity.logicalGaps.join(' ')).toMatch(/No position is stated outright/u);
    const argued = await analyzeEssayPages(PERSUASIVE_ESSAY, { academicLevel: 'high-school' });
    expect(argued.argumentClarity.thesisText).not.toBeNull();
  });

  it('judges how a story is organised as a story, not as an essay', async () => {
    const story = await analyzeEssayPages(page(STORY), { academicLevel: 'high-school' });
    const storyAdvice = [
      story.structureAnalysis.feedback,
      ...story.structureAnalysis.specificIssues,
      ...story.actionableFixes,
      ...story.detailedImprovements.contentEnhancements,
      ...story.detailedImprovements.immediate,
    ].join('\n');
    // A story ends with its events or a reflection, not with "in conclusion".
    expect(storyAdvice).not.toMatch(/conclusion|introduction/iu);
    // 210 words is a short story, not a short essay that should reach an essay's 250 words.
    expect(storyAdvice).not.toMatch(/Develop the essay|aim for 250/u);
    // The title is not counted as prose in one line and counted in the next.
    // (The readability line's "words a sentence" is a sentence length, not a count of the text.)
    const counts = story.summary.join(' ').match(/\d+(?= words(?! a sentence))/gu) ?? [];
    expect(new Set(counts).size).toBe(1);
    expect(story.criticalThinking.feedback).toMatch(/reflects on what happened/u);
    expect(story.criticalThinking.feedback).not.toMatch(/claims/u);
    expect(story.detailedImprovements.writingMechanics.join(' ')).not.toMatch(/\b1 grammar and spelling errors\b/u);
    // A word the checker cannot correct is asked to be checked, not "replaced" by that advice.
    const unsure = await analyzeEssayPages(
      page(STORY.replace('the lake behind his farm', 'the zorbleck behind his farm')),
      {
        academicLevel: 'high-school',
      },
    );
    expect(unsure.actionableFixes.join('\n')).not.toMatch(/with “Check/u);
    // A missing comma is asked for as one, not as a word replaced by itself with a comma.
    expect(story.actionableFixes.join('\n')).not.toMatch(/replace “([^”]+)” with “\1,”/u);

    // Narrative rubrics ask the ending to reflect on the events: a story that just stops is told so.
    const lastParagraph = STORY.slice(STORY.lastIndexOf('\n\n') + 2);
    const abrupt = await analyzeEssayPages(
      page(STORY.replace(lastParagraph, 'That evening we cooked the fish over the fire and went to bed early.')),
      { academicLevel: 'high-school' },
    );
    expect(abrupt.structureAnalysis.specificIssues.join(' ')).toMatch(/ending could say what the events meant/u);
    expect(story.structureAnalysis.strengths).toContain('Ends by reflecting on what happened.');

    const block = await analyzeEssayPages(page(EXAM_STORY), { academicLevel: 'high-school' });
    const blockIssues = block.structureAnalysis.specificIssues.join(' ');
    expect(blockIssues).toMatch(/Only 1 paragraph: .*new paragraph/u);
    expect(blockIssues).not.toMatch(/an essay needs|introduction/u);
  });

  it('does not praise a one-paragraph response for an introduction, body and conclusion it does not have', async () => {
    const subject = 'After reading the story: why does the author end it as she does?';
    const result = await analyzeEssayPages(page(SHORT_RESPONSE), { academicLevel: 'high-school', subject });
    expect(result.structureAnalysis.feedback).not.toMatch(/introduction|conclusion/u);
    expect(result.structureAnalysis.feedback).toMatch(/response/u);
    const report = await analyzeEssayPages(page(SHORT_RESPONSE), { academicLevel: 'high-school', subject: 'A report' });
    expect(report.criticalThinking.feedback).not.toMatch(/what happened/u);
  });

  it('reads the kind from the text when no subject names it: a letter that takes a side, a response to an excerpt', async () => {
    const letter = `Dear Editor,

Some people say that the new skate park is a waste of money. I disagree. The park gives teenagers a safe place to meet after school, away from busy roads. It also brings families to the shops on the high street at the weekend. Last month the council counted more than two hundred visitors on a single Saturday. Young people who used to hang around the car park now practise tricks and help the younger children. The park cost less than the repairs to the old playground would have done. Closing it now would waste the money that has already been spent. The lights are switched off at nine, so neighbours are not disturbed at night. Volunteers sweep the ramps every Sunday morning. The local police report fewer complaints about skateboards on the pavements. A café next to the park has taken on two extra staff. Parents often sit on the benches and watch their children.

Yours sincerely,
A reader`;
    const read = await analyzeEssayPages(page(letter), { academicLevel: 'high-school' });
    expect(read.summary.join(' ')).toMatch(/suit an argument/u);
    const response = `In the excerpt, the builders faced several obstacles when they tried to let airships dock at the top of the tower. The excerpt explains that the wind at that height was always shifting, so a moored airship would swing around the mast. Paragraph 6 describes how the frame of the building had to be strengthened to hold the extra weight. The most serious obstacle was safety, because most airships used hydrogen, which catches fire easily. These problems show why the plan was given up.`;
    const answered = await analyzeEssayPages(page(response), { academicLevel: 'high-school' });
    expect(answered.summary.join(' ')).toMatch(/suit a response to a text/u);
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
      analyzeEssayPages(page(named), { academicLevel: 'high-school' }),
      analyzeEssayPages(page(anonymised), { academicLevel: 'high-school' }),
    ]);
    const flagged = hidden.grammarAndStyle.specificCorrections.map((correction) => correction.error).join(' ');
    expect(flagged).not.toMatch(/@|PERSON1|LOCATION2|CAPS1/u);
    expect(hidden.grammarAndStyle.grammarIssues + hidden.grammarAndStyle.spellingIssues).toBeLessThanOrEqual(
      plain.grammarAndStyle.grammarIssues + plain.grammarAndStyle.spellingIssues,
    );
    expect(hidden.overallGrade.score).toBeGreaterThanOrEqual(plain.overallGrade.score - 2);
  });

  it('grades a detailed story handed in as one block with a few slips above D, and explains its length', async () => {
    const result = await analyzeEssayPages(page(EXAM_STORY), { academicLevel: 'high-school' });
    expect(result.summary.join(' ')).toMatch(/as a narrative/u);
    expect(result.overallGrade.score).toBeGreaterThanOrEqual(65);
    expect(result.overallGrade.grade).not.toMatch(/^[DF]/u);
    expect(result.summary.join(' ')).toMatch(/\d+ words where about \d+ suit a narrative in high-school writing/u);
    expect(result.citationCheck.plagiarismRisk).toBe('low');
  });

  it('judges a one-paragraph response to a text by what a response asks, not by essay length', async () => {
    const subject = 'After reading the story: why does the author end it as she does?';
    const result = await analyzeEssayPages(page(SHORT_RESPONSE), { academicLevel: 'high-school', subject });
    expect(result.summary.join(' ')).toMatch(/as a response to a text/u);
    expect(result.structureAnalysis.specificIssues.join(' ')).not.toMatch(/Only 1 paragraph|introduction, body/u);
    expect(result.argumentClarity.logicalGaps.join(' ')).not.toMatch(/thesis/iu);
    expect(result.overallGrade.score).toBeGreaterThanOrEqual(65);
  });

  it('corrects the spelling of a response to a text without grading it, as reading rubrics do', async () => {
    const subject = 'After reading the story: why does the author end it as she does?';
    const careless = SHORT_RESPONSE.replace('because it shows', 'becuase it shows')
      .replace('she is sad and angry', 'she is sad and angy')
      .replace('which means she', 'wich means she')
      .replace('The ending also connects', 'The ending also conects')
      .replace('change is hard', 'change is hardd');
    const clean = await analyzeEssayPages(page(SHORT_RESPONSE), { academicLevel: 'high-school', subject });
    const slips = await analyzeEssayPages(page(careless), { academicLevel: 'high-school', subject });
    // Each slip is corrected or named to check; only those corrected are counted as errors.
    expect(slips.grammarAndStyle.spellingIssues).toBeGreaterThanOrEqual(1);
    expect(slips.grammarAndStyle.feedback).toMatch(/Check the spelling of/u);
    expect(slips.summary.join(' ')).toMatch(
      /its words, grammar and spelling are shown and corrected below, not graded/u,
    );
    // Misspelt words still change the variety of words that develops a response a little.
    const responseDrop = clean.overallGrade.score - slips.overallGrade.score;
    expect(responseDrop).toBeLessThanOrEqual(3);
    // The same slips in a story cost it its conventions.
    const story = await analyzeEssayPages(page(careless), { academicLevel: 'high-school', subject: 'A story' });
    const cleanStory = await analyzeEssayPages(page(SHORT_RESPONSE), {
      academicLevel: 'high-school',
      subject: 'A story',
    });
    expect(cleanStory.overallGrade.score - story.overallGrade.score).toBeGreaterThan(responseDrop + 4);
  });

  it('does not credit the spelling and words of a two-sentence answer as those of a developed one', async () => {
    const subject = 'After reading the story: why does the author end it as she does?';
    const answer = 'The author ends the story in the spring because it shows hope. The girl will try again.';
    const result = await analyzeEssayPages(page(answer), { academicLevel: 'high-school', subject });
    expect(result.summary.join(' ')).toMatch(/Too short to show its structure in full/u);
    expect(result.overallGrade.score).toBeLessThan(25);
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';
import { splitSentences } from '../../text/sentences';
import { checkCitations } from './citations';
import { layoutOfEssay } from './essay-layout';
import { shownReasoning } from './essay-strengths';
import { findThesis } from './thesis';

const arguing = {
  academicLevel: 'high-school',
  subject: 'Should towns build more cycle lanes? Give your opinion.',
} as const;
const story = { academicLevel: 'high-school', subject: 'Tell a true story about a time you were patient.' } as const;

const sentencesOf = (text: string) => splitSentences([{ pageNumber: 1, text }]);

describe('the thesis is the position sentence, not the plan of reasons after it', () => {
  it('takes "I think …" over "The reasons why I think this are …"', async () => {
    const text =
      'Dear editor, I think our town should build more cycle lanes. The reasons why I think this are that people should get more exercise, they need cleaner air and they must save money. My first reason is exercise: riding to work keeps adults fit because they move every day. My second reason is the air, since fewer cars means less smoke in the streets. These are my reasons why we should build the lanes.';
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe('I think our town should build more cycle lanes.');
  });

  it('takes "This is why …" closing the introduction where it judges the topic', async () => {
    const text =
      'Some drivers complain about bicycles on the road. What they forget is that riders leave more room for everyone else. This is why cycle lanes are a good idea for every town. First, lanes keep riders safe because cars stay in their own space. Second, lanes cut traffic, so buses run on time. So as you can see, lanes help riders and drivers alike.';
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe('This is why cycle lanes are a good idea for every town.');
  });
});

describe('the reasoning shown is a reason, never the position or a fragment', () => {
  it('does not show the thesis as the sentence that explains or backs a claim', () => {
    const sentences = sentencesOf(
      'Towns should build cycle lanes because riders on a lane are hurt far less often in traffic. Painted lanes also cost little, so a council can add them to any busy street within a year.',
    );
    const shown = shownReasoning(sentences, sentences[0]);
    expect(shown?.text).toContain('Painted lanes also cost little');
  });

  it('shows no two-word fragment as explaining a point', async () => {
    const text =
      'I believe towns should build cycle lanes.\n\nLanes help in many places. For example parks. Riders feel safer on a lane, so more of them leave the car at home. A safer road means parents let children ride to school.\n\nSo towns should build lanes.';
    const { argumentClarity, criticalThinking } = await analyzeEssay(text, arguing);
    const said = [...argumentClarity.strongPoints, criticalThinking.feedback].join(' ');
    expect(said).not.toContain('“For example parks.”');
  });
});

describe('no position is said to be missing where a sentence takes a side', () => {
  it('keeps quiet about a missing position when a body sentence states one with "should not"', async () => {
    const text =
      'Every year the town argues about its streets.\n\nThe council keeps painting new lines. Cycle lanes should not be left to the council alone, but to the people who ride them.\n\nRiders know which corners are dangerous.';
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.logicalGaps.join(' ')).not.toContain('No position is stated outright');
  });
});

describe('quotation marks that quote no source', () => {
  it('a saying introduced as a saying needs no source named', () => {
    const found = checkCitations(
      sentencesOf(
        'My grandmother has a saying, "the slow rider still gets home before the one in hospital." I think she is right about lanes.',
      ),
      [],
    );
    expect(found.unattributedQuotationCount).toBe(0);
  });

  it('a short phrase set in marks after "the" is a term of the writer’s sentence, not a quotation', () => {
    const found = checkCitations(
      sentencesOf('Drivers call it the "war on cars" as if a painted line were a battle. It is only paint.'),
      [],
    );
    expect(found.quotationCount).toBe(0);
  });

  it('a quotation whose speaker follows in the next sentence is attributed', () => {
    const found = checkCitations(
      sentencesOf(
        '"Since the lane opened I ride to work every day and my back pain is gone." Tomas Berg says of the new route. Many riders agree with him.',
      ),
      [],
    );
    expect(found.unattributedQuotationCount).toBe(0);
    expect(found.check.plagiarismRisk).toBe('low');
  });
});

describe('a story is credited only for what it shows', () => {
  it('does not call a label in quotation marks dialogue', async () => {
    const text =
      'Last spring I joined the school band. I am a real "music lover!" and I practised every night. On the first day of the concert my hands shook. Then the lights went down and we started to play. Afterwards my teacher smiled at me. I learned that practice is what calms the nerves.';
    const { argumentClarity } = await analyzeEssay(text, story);
    expect(argumentClarity.strongPoints.join(' ')).not.toContain('dialogue');
  });

  it('does not quote "I remember being …" as reflection on what the events meant', async () => {
    const text =
      'I remember being the new girl in a class where nobody knew my name. I sat at the back by the window. On Tuesday a boy dropped his whole lunch tray next to me. We both laughed until the teacher told us to stop. After that day we ate lunch together every day.';
    const { argumentClarity } = await analyzeEssay(text, story);
    expect(argumentClarity.strongPoints.join(' ')).not.toContain('I remember being');
  });
});

describe('the thesis is quoted without the letter’s greeting', () => {
  it('drops "Dear editor," from the thesis', () => {
    const text = 'Dear editor, I believe the town should build more cycle lanes. Lanes keep riders safe.';
    const pages = [{ pageNumber: 1, text }];
    const layout = layoutOfEssay({ pages, sentences: splitSentences(pages) });
    expect(findThesis(layout)?.text).toBe('I believe the town should build more cycle lanes.');
  });
});

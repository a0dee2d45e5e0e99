import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * What the feedback says of a view conceded, a position stated as an excess, and a story's closing
 * verdict or lesson is true of the essay. The essays are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const argument = {
  ...level,
  subject:
    'Write to the editor of your town paper on whether the high street should be closed to cars at weekends. Convince the readers of your view.',
} as const;
const story = { ...level, subject: 'Tell the story of a plan of yours that went wrong.' } as const;

describe('an argument that concedes a point before answering it', () => {
  it('is not told that it considers no opposing view when the point is granted in others’ eyes', async () => {
    const text = [
      'Cars have changed how our town centre feels on a Saturday.',
      'Drivers are, in the eyes of most shopkeepers, good for trade, but they fill the street with fumes and noise.',
      'A family walking to the market breathes those fumes all morning.',
      'The council should close the high street to cars at weekends.',
    ].join(' ');
    const { argumentClarity, criticalThinking } = await analyzeEssay(text, argument);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/No opposing view/u);
    expect(criticalThinking.feedback).not.toMatch(/does not weigh other views/u);
  });

  it('is not told that it considers no opposing view when the writer admits a point against their side', async () => {
    const text = [
      'The council should close the high street to cars at weekends.',
      'Heavy traffic there makes crossing the road slow and unsafe.',
      'I will admit I drive into town myself, but I park at the edge and walk in.',
      'A street without cars lets people shop without dodging traffic.',
    ].join(' ');
    const { argumentClarity, criticalThinking } = await analyzeEssay(text, argument);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/No opposing view/u);
    expect(criticalThinking.feedback).not.toMatch(/does not weigh other views/u);
  });

  it('is not told that it considers no opposing view when it grants a thing is not necessarily bad', async () => {
    const text = [
      'The council should close the high street to cars at weekends.',
      'Deliveries are not necessarily bad, but vans parked on the pavement block the way for prams.',
      'A parent pushing a pram has to step into the road to get past.',
      'A street without cars lets people shop without dodging traffic.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, argument);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/No opposing view/u);
  });
});

describe('a position stated as an excess', () => {
  it('is found as the thesis rather than “none found”', async () => {
    const text = [
      'Dear Editor,',
      'Our town today depends too much on the car.',
      'We drive to shops we could walk to and park where children play.',
      'A street full of parked cars leaves no room for a bench or a tree.',
      'The council should close the high street to traffic every weekend.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, argument);
    expect(argumentClarity.thesisText).toBe('Our town today depends too much on the car.');
  });
});

describe('a story’s ending', () => {
  it('credits a lesson for next time as reflection on what the events meant', async () => {
    const text = [
      'Last spring I baked a cake for my grandmother’s birthday.',
      'I forgot to set the timer on the oven.',
      'The kitchen filled with smoke and the alarm went off.',
      'My grandmother opened the windows and handed me a tea towel.',
      'Next time I will set the timer before I leave the kitchen.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, story);
    expect(criticalThinking.feedback).toMatch(/reflects on what happened/u);
    expect(criticalThinking.feedback).not.toMatch(/could say more about what the events meant/u);
  });

  it('shows its closing verdict when it asks for more about what the events meant', async () => {
    const text = [
      'My cousin and I entered a sandcastle contest at the beach.',
      'The tide came in much faster than the forecast had said.',
      'We dug a wall of wet sand to hold the water back.',
      'At noon the judges walked along the shore with their clipboards.',
      'Our castle was still standing when they reached it.',
      'It was the best day of the summer.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, story);
    expect(criticalThinking.feedback).toMatch(
      /ends on a verdict, “It was the best day of the summer\.”, but could say more about what the events meant/u,
    );
  });
});

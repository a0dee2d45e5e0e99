import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * "No opposing view" is said only where the essay concedes none, and "few linking words" only where
 * the writer's own words do not count off their points. The essays are written for these tests.
 */
const arguing = {
  academicLevel: 'high-school',
  subject: 'Letter to the editor: should our town close the public swimming pool?',
} as const;
const response = {
  academicLevel: 'high-school',
  subject: 'After reading the article about the harbour bridge, describe the problems its builders faced.',
} as const;

const keepThePool = [
  'I think the town should keep the public pool open.',
  'The pool gives children a safe place to swim in the hot months, because the river is deep and fast.',
  'Older people swim there in the morning to keep their joints moving.',
].join(' ');

describe('a conceded view is an opposing view considered', () => {
  it.each([
    'Worries about the cost are completely understandable, and the council must balance its books.',
    'The radio hosts have been saying that the pool is a waste of money. But I say they are wrong, since the pool pays for itself in summer fees.',
  ])('credits the concession: %s', async (concession) => {
    const { argumentClarity } = await analyzeEssay(`${keepThePool} ${concession}`, arguing);
    expect(argumentClarity.logicalGaps).not.toContain('No opposing view is considered.');
  });
});

describe('points counted off in order link the ideas', () => {
  it('does not say few linking words connect a response that counts off its problems', async () => {
    const text = [
      'The builders of the harbour bridge met several problems.',
      'The wind over the water made the cranes sway as the steel beams were lifted into place.',
      'Another thing that slowed the work was the salt in the air eating at the fresh paint on the steel.',
      'The third and final problem was the river traffic, as the ships could not stop for the workers hanging the cables above them.',
      'The workers had to finish each beam between the passing ships during the long summer days of the year.',
      'The bridge opened to cars after four years of hard work by hundreds of men and women from the town.',
    ].join(' ');
    const { structureAnalysis } = await analyzeEssay(text, response);
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/Few linking words/u);
  });
});

describe('the opening paragraph is called an introduction only where it introduces the position', () => {
  it('does not praise an opening paragraph that argues one point and states no position', async () => {
    const text = [
      'Swimming lessons cost a lot of money in the summer. Families with three children pay for three sets of lessons every week.',
      'The river is deep and fast, because the snow melts in the hills in spring. Children who cannot swim are in danger near it.',
      'Older people swim in the morning to keep their joints moving. Their doctors tell them that swimming is gentle on the body.',
      'The lifeguards are students from the high school. They learn first aid and earn money for college during the holidays.',
    ].join('\n\n');
    const { structureAnalysis } = await analyzeEssay(text, arguing);
    expect(structureAnalysis.strengths).not.toContain('Opens with an introductory paragraph.');
    // Two full sentences are no paragraph too short to introduce: nothing is said of it either way.
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/too short to introduce/u);
  });
});

describe('granting others their opinion is a view considered', () => {
  it('credits “everyone is entitled to their opinion, but …”', async () => {
    const concession =
      'Everyone is entitled to their own opinion about the cost, but the pool is worth far more than it costs.';
    const { argumentClarity } = await analyzeEssay(`${keepThePool} ${concession}`, arguing);
    expect(argumentClarity.logicalGaps).not.toContain('No opposing view is considered.');
  });
});

describe('the words named as backing claims', () => {
  it('does not name “such as” where it only lists what the thesis covers', async () => {
    const text = [
      'I do not think that places such as pools, parks and libraries should be closed to save money.',
      'The pool keeps children safe in the summer, because the river is deep and fast and nobody watches it.',
      'Older people swim there in the morning, because their doctors tell them that swimming is gentle on the body.',
      'The lifeguards are students, because the pool hires from the high school and pays them fairly.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText ?? '').toMatch(/such as/u);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/“such as”/u);
  });
});

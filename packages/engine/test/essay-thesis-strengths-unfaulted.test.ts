import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * A part of the grade is named among the strongest only where nothing the feedback says of that
 * part faults it. The essays are written for these tests.
 */
const arguing = {
  academicLevel: 'high-school',
  subject: 'Should towns build more cycle lanes? Give your opinion.',
} as const;

const strongestOf = (rationale: string): string => /Strongest: ([^.]*)\./u.exec(rationale)?.[1] ?? '';

describe('the strongest parts of the grade', () => {
  it('do not include the argument while the argument note lists a gap', async () => {
    const text = [
      'Our town has wide roads and many families own bikes. I believe the council should paint cycle lanes on every main road because children need a safe way to school.',
      'Cycle lanes keep children safe because cars and bikes dont share one narrow strip anymore and the kids can ride there bikes to school without there parents worrying about the trucks that come down the hill every morning and the buses that stop at every corner and the vans that park on the path. For example, the town next to ours painted lanes last year, and since then no child on a bike has been hurt on its main road, according to its council report.',
      'Lanes also make the air cleaner because fewer parents drive to school. Research on busy school roads shows that the air is cleaner when fewer cars wait at the gate, since engines running in traffic give off the most smoke.',
      'Lanes save familys alot of money becuase a bike costs far less to keep than a car. For instance, a family that cycles to school saves the cost of fuel every week, and studies show such savings add up over a year.',
      'In conclusion, I believe the council should paint cycle lanes because they keep children safe, make the air cleaner and save families money.',
    ].join('\n\n');
    const { argumentClarity, overallGrade } = await analyzeEssay(text, arguing);
    expect(argumentClarity.logicalGaps.length).toBeGreaterThan(0);
    expect(strongestOf(overallGrade.rationale)).not.toMatch(/argument/u);
  });

  it('do not include development in a text whose errors bury its ideas', async () => {
    const paragraph = [
      'i think cycle lane is good becuase kid can going to school more safe and there parent dont worry alot.',
      'when the car is come fast on road the bike have no place and it is very danger for the childs who rides.',
      'my freind he ride evry day and one time a truck it almost hit him and he falled in the grass so he was scare.',
      'if the town make the lane then alot of peoples will riding and the air it will be more clean for evryone.',
      'also bike is cheap then car and familys can saving money for other thing like food and cloths and books.',
    ].join(' ');
    const text = [
      paragraph,
      paragraph.replace('my freind', 'my cousin'),
      paragraph.replace('my freind', 'my nieghbour'),
    ].join('\n\n');
    const { overallGrade } = await analyzeEssay(text, arguing);
    expect(strongestOf(overallGrade.rationale)).not.toMatch(/development/u);
  });
});

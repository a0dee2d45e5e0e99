import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/** Reasons that add nothing, and the register of the writer's own words. Essays written for these tests. */
const arguing = {
  academicLevel: 'high-school',
  subject: 'Should schools start later in the morning? Give your opinion.',
} as const;

const restating = [
  'Schools should start later in the morning.',
  'Starting later is better because starting later is better for schools.',
  'Early mornings are hard because early mornings are hard.',
  'One report says "pupils are tired in the morning." This shows that pupils are tired in the morning.',
  'Later starts matter because later starts matter to schools.',
  'Buses could run later too. Teachers could plan the day again.',
  'In the end schools should start later in the morning.',
].join(' ');

const reasoned = [
  'Schools should start later in the morning.',
  'Starting later helps because teenagers fall asleep late and need about nine hours of rest.',
  'Early mornings are hard since buses leave before sunrise in winter.',
  'One report says "pupils are tired in the morning." This shows that the timetable ignores how bodies grow.',
  'Later starts matter because attention in the first lesson rises when pupils are rested.',
  'Buses could run later too. Teachers could plan the day again.',
  'In the end schools should start later in the morning.',
].join(' ');

describe('critical thinking', () => {
  it('is not praised for reasons that only restate the claim or the quotation', async () => {
    const restated = await analyzeEssay(restating, arguing);
    const explained = await analyzeEssay(reasoned, arguing);
    expect(restated.criticalThinking.score).toBeLessThan(explained.criticalThinking.score);
    expect(restated.criticalThinking.score).toBeLessThanOrEqual(60);
    expect(restated.criticalThinking.feedback).not.toMatch(/explains why/u);
    expect(restated.criticalThinking.feedback).toMatch(/repeats the claim or the quotation/u);
    expect(explained.criticalThinking.feedback).not.toMatch(/repeats/u);
    expect(JSON.stringify(restated)).not.toMatch(/quotation explained/u);
  });
});

describe('the organisation note', () => {
  it('does not praise clear links between ideas when most sentences stand unlinked', async () => {
    const choppy = [
      'Schools should start later in the morning. Many pupils are tired in the first lesson. However, the day begins at eight. Pupils sit in dark rooms. Teachers talk to sleepy faces.',
      'Sleep matters for teenagers. Their bodies need long rest at night. Their minds need rest too. Doctors agree on nine hours. Therefore schools must change their timetable soon.',
      'Buses run early in winter. Parents leave for work early. Breakfast is rushed in many homes. Also lessons feel long and slow. Pupils lose focus by noon.',
      'Teachers see yawning pupils every day. Tests come early in the week. Marks fall in the first term. Grades suffer across the whole school. Parents notice the change.',
      'In conclusion, schools should start later in the morning. Pupils would learn more in every lesson. Families would be calmer at breakfast. Teachers would see brighter faces.',
    ].join('\n\n');
    const { structureAnalysis } = await analyzeEssay(choppy, arguing);
    expect(structureAnalysis.feedback).not.toMatch(/clear links/u);
  });
});

import { describe, expect, it } from 'vitest';
import { consequenceCues } from '../src/local/essay/consequence-cues';
import { countWords } from '../src/text/words';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * "Explains why" is said, and shown, only by a sentence that links a claim to a reason or a
 * consequence in the writer's own words; an answer that does so is credited however it words the
 * link. Essays written for these tests.
 */
const ending = {
  academicLevel: 'high-school',
  subject: 'Explain why the author ends the story with Tomas saying he will run again next year.',
} as const;
const obstacles = {
  academicLevel: 'high-school',
  subject: 'Describe the obstacles the engineers faced in mooring the barges at the bridge.',
} as const;

/** The sentence a note quotes as its evidence ("… as in “…”"), if any. */
function quoted(note: string): string | undefined {
  return /as in “(?<shown>[^”]+)”/u.exec(note)?.groups?.shown;
}

describe('what is credited as explaining why', () => {
  it('does not credit a plot point retold with the reason the story gives', async () => {
    const text =
      'At the end of the story Tomas loses the race, so he walks home alone. He sits by the river and watches the boats go by. His grandfather finds him there and gives him an old pair of running shoes. Tomas tells him he will run again next year because the race will be held in the spring. Then they walk home together.';
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, ending);
    expect(criticalThinking.feedback).not.toMatch(/explains why/u);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Tomas tells him/u);
  });

  it('does not quote a bare “so” with nothing explained as the essay’s reasoning', async () => {
    const text =
      'The engineers faced many obstacles at the bridge. The current was a problem, so it was hard. The barges were huge, so the ropes could not hold them still in a storm. The fuel inside them burned easily, so one spark from the bank could start a fire.';
    const { criticalThinking } = await analyzeEssay(text, obstacles);
    expect(quoted(criticalThinking.feedback) ?? '').not.toMatch(/so it was hard/u);
  });

  it('credits consequences reasoned out with “would” and “made … unsafe”', async () => {
    const text =
      'The engineers faced several obstacles. The currents under the bridge never stopped changing. A barge tied to the pier would swing around in the gusts and tear its hull on the sharp pillar. The fuel inside the barges was also dangerous. One spark from the bank nearby would set the whole barge on fire. These problems made the plan unsafe beside a crowded city.';
    const { criticalThinking } = await analyzeEssay(text, obstacles);
    expect(criticalThinking.feedback).not.toMatch(/could say more often why/u);
    expect(criticalThinking.score).toBeGreaterThan(0);
  });

  it('credits a detail tied to what it does to someone (“makes her body weak”)', async () => {
    const text =
      'The setting affects the hiker in many ways. The canyon has no shade at noon. The heat makes her body weak and unable to keep walking. The cold night makes her shiver until she cannot sleep. In the end she finds a farm and drinks from the pump.';
    const { criticalThinking } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'Explain how the setting affects the hiker.',
    });
    expect(quoted(criticalThinking.feedback) ?? '').toMatch(/makes her/u);
    expect(countWords(criticalThinking.feedback)).toBeGreaterThan(3);
  });
});

describe('consequences read from clause shapes', () => {
  it.each([
    'The heat makes her body weak.',
    'These problems made the plan unsafe.',
    'The noise made them leave early.',
    'A barge tied to the pier would swing into the pillar.',
    'One spark could set the whole ship on fire.',
  ])('reads a consequence in: %s', (sentence) => {
    expect(consequenceCues(sentence).length).toBeGreaterThan(0);
  });

  it.each([
    'He made a big mistake at the start.',
    'My dad would drive us to the lake every summer.',
    'They made the team after the tryouts.',
    'The story made me feel happy.',
  ])('reads none in: %s', (sentence) => {
    expect(consequenceCues(sentence)).toEqual([]);
  });
});

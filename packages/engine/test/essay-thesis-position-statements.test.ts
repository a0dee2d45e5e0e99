import { describe, expect, it } from 'vitest';
import { analyzeEssayText } from './result-checks';

const TASK = 'Write an argument: was ambition or practicality more important to the young sailor?';

const BODY = `

The sailor leaves the harbour with no map, and his ambition keeps him rowing when the others turn back. A practical man would stay at home and never find the islands.

In conclusion, ambition mattered more than practicality for him.`;

async function thesisOf(text: string) {
  const result = await analyzeEssayText(text, { academicLevel: 'high-school', subject: TASK });
  return { thesis: result.argumentClarity.thesisText, summary: result.summary.join(' ') };
}

describe('a position stated in the opening or the closing paragraph is read as the position', () => {
  it('reads "Although …, I believe …" as the thesis: the concession leads into the writer’s stance', async () => {
    const { thesis } = await thesisOf(
      `Although being practical keeps people safe, I believe ambition mattered more to the young sailor.${BODY}`,
    );
    expect(thesis).toContain('I believe ambition mattered more');
  });

  it('reads an evaluative comparison with no "I think" ("Ambition mattered more than practicality") as the thesis', async () => {
    const { thesis } = await thesisOf(`Ambition mattered more than practicality for the young sailor.${BODY}`);
    expect(thesis).toBe('Ambition mattered more than practicality for the young sailor.');
  });

  it('reads a judgement in the past tense of the story ("was more important than") as the thesis', async () => {
    const { thesis } = await thesisOf(`For the young sailor, ambition was more important than being careful.${BODY}`);
    expect(thesis).toContain('ambition was more important');
  });

  it('names the closing stance, not "no thesis", when only the conclusion states it, and never a closing caveat', async () => {
    const { summary } = await thesisOf(`The young sailor leaves the harbour with no map and only a small boat.

His wish to see the far islands keeps him rowing when the others turn back. A practical man would stay at home and never find them.

In conclusion, I believe ambition mattered more than practicality. Of course, a little food would have helped.`);
    expect(summary).not.toContain('No clear thesis statement was found');
    expect(summary).toContain('I believe ambition mattered more than practicality');
    expect(summary).not.toContain('a little food');
  });

  it('still finds no position in an opening that only tells what happened', async () => {
    const { thesis } = await thesisOf(`The sailor took his boat out on a grey morning in May.

He rowed past the rocks and out to sea. He saw two whales and a ship.

He came home at night and ate his supper by the fire.`);
    expect(thesis).toBeNull();
  });
});

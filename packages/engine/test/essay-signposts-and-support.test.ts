import { describe, expect, it } from 'vitest';
import { countEverydayLinks } from '../src/local/essay/transitions';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * What the feedback says of a text's links, reasons and quotations holds of the text: points moved
 * through with "A second problem…", "Though…" are linked; "explains why" cites a sentence that
 * explains; a quotation is praised as support only where it supports a point. Essays written here.
 */
const responding = {
  academicLevel: 'high-school',
  subject: 'Describe the obstacles the engineers faced in mooring the barges at the bridge.',
} as const;

describe('sequencing and concession openers count as links', () => {
  it.each([
    'A second problem was the weight of each barge.',
    'The most serious danger was the fuel inside.',
    'Their biggest obstacle was the law.',
    'A further point is the cost of the pier.',
    'The other factor was money.',
    'My last example is the park by the river.',
    'Though the idea was exciting, it was never safe.',
    'Despite the cost, the city built the pier.',
    'Whereas the old pier was short, the new one was tall.',
  ])('reads a link in: %s', (sentence) => {
    expect(countEverydayLinks(sentence)).toBeGreaterThan(0);
  });

  it.each([
    'A second later the rope snapped.',
    'The first time I saw the bridge I laughed.',
    'The problem is on the deck.',
    'Another day we swam in the lake.',
  ])('reads no link in: %s', (sentence) => {
    expect(countEverydayLinks(sentence)).toBe(0);
  });

  it('does not tell an answer that moves through its points with signposts that it has few linking words', async () => {
    const text = [
      'The engineers of the bridge wanted to turn its middle into a dock for the huge passenger barges of the day, and they spent a great deal of money on the plan over several long and busy years of work.',
      'A second problem was the great weight of each barge pulling hard on the thin steel frame of the old bridge high above the busy river far below the deck.',
      'The most serious danger was the fuel inside the barges, a fuel that burned very quickly and very hot in the open air over the crowded banks of the city nearby.',
      'Though the idea of stepping off a barge onto the deck seemed exciting to many people in the city at the time, the pier was never really a safe place for any ship at all.',
      'My last point is about the law of the city, which kept every barge from sailing close to the tall houses and the crowds of people walking on the banks beside the bridge.',
      'Despite all the money and the work of the engineers over the years, not one barge ever tied up at the pier at the pier of the bridge in the middle of the city.',
    ].join(' ');
    const { structureAnalysis } = await analyzeEssay(text, responding);
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/Few linking words/u);
  });
});

describe('a quotation praised as support only where it supports a point', () => {
  it('does not praise a quotation that is most of the answer', async () => {
    const text =
      'The article says "the engineers soon found that the currents under the bridge were always shifting, the fuel in the barges could catch fire from a single spark, and a city rule did not allow any barge to sail close to the crowded banks, so no barge could ever safely tie up at the pier." This shows that there were obstacles for the engineers.';
    const { argumentClarity } = await analyzeEssay(text, responding);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Quotes its evidence/u);
  });

  it('does not praise a quotation brought in only by the closing line', async () => {
    const text =
      'The engineers faced three obstacles. The current in the river never stopped changing, so a barge tied to the pier would swing into the pillar. The fuel inside the barges burned easily, which means one spark could destroy the whole ship beside a crowded bank. A city rule also kept barges from sailing close to the banks. In the end the pier was never "the future of air travel" that people had hoped for, which shows how big the problems were.';
    const { argumentClarity } = await analyzeEssay(text, responding);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Quotes its evidence/u);
  });

  it('cites the sentence that quotes and explains, where it does praise the quotations', async () => {
    const text =
      'The memoir has a warm and thankful mood. The author writes that the kitchen was "always full of music and the smell of onions," which shows the home was busy and happy. He also says his parents "gave up everything for us." That detail tells the reader how grateful he still is to them.';
    const { argumentClarity } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'Describe the mood the author creates in the memoir.',
    });
    expect(argumentClarity.strongPoints.join(' ')).toMatch(
      /Quotes its evidence and says what it shows, as in “The author writes that the kitchen was/u,
    );
  });
});

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
  subject: 'Describe the obstacles the builders faced in docking the balloons at the tower.',
} as const;

describe('sequencing and concession openers count as links', () => {
  it.each([
    'A second problem was the weight of each balloon.',
    'The most serious danger was the gas inside.',
    'Their biggest obstacle was the law.',
    'A further point is the cost of the mast.',
    'The other factor was money.',
    'My last example is the park by the river.',
    'Though the idea was exciting, it was never safe.',
    'Despite the cost, the city built the mast.',
    'Whereas the old mast was short, the new one was tall.',
  ])('reads a link in: %s', (sentence) => {
    expect(countEverydayLinks(sentence)).toBeGreaterThan(0);
  });

  it.each([
    'A second later the rope snapped.',
    'The first time I saw the tower I laughed.',
    'The problem is on the roof.',
    'Another day we swam in the lake.',
  ])('reads no link in: %s', (sentence) => {
    expect(countEverydayLinks(sentence)).toBe(0);
  });

  it('does not tell an answer that moves through its points with signposts that it has few linking words', async () => {
    const text = [
      'The builders of the tower wanted to turn its top into a dock for the huge passenger balloons of the day, and they spent a great deal of money on the plan over several long and busy years of work.',
      'A second problem was the great weight of each balloon pulling hard on the thin steel frame of the old building high above the busy city streets far below the roof.',
      'The most serious danger was the light gas inside the balloons, a gas that burned very quickly and very hot in the open air over the crowded streets of the city below.',
      'Though the idea of stepping out of a balloon onto the roof seemed exciting to many people in the city at the time, the mast was never really a safe place for any ship at all.',
      'My last point is about the law of the city, which kept every balloon from flying low over the tall buildings and the crowds of people walking in the streets below the tower.',
      'Despite all the money and the work of the builders over the years, not one balloon ever tied up at the mast on the roof of the tower in the middle of the city.',
    ].join(' ');
    const { structureAnalysis } = await analyzeEssay(text, responding);
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/Few linking words/u);
  });
});

describe('a quotation praised as support only where it supports a point', () => {
  it('does not praise a quotation that is most of the answer', async () => {
    const text =
      'The article says "the builders soon found that the winds at the top of the tower were always shifting, the gas in the balloons could catch fire from a single spark, and a city rule did not allow any balloon to fly low over the crowded streets, so no balloon could ever safely tie up at the mast." This shows that there were obstacles for the builders.';
    const { argumentClarity } = await analyzeEssay(text, responding);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Quotes its evidence/u);
  });

  it('does not praise a quotation brought in only by the closing line', async () => {
    const text =
      'The builders faced three obstacles. The wind on the roof never stopped changing, so a balloon tied to the mast would swing into the spire. The gas inside the balloons burned easily, which means one spark could destroy the whole ship over a crowded street. A city rule also kept balloons from flying low near buildings. In the end the mast was never "the future of air travel" that people had hoped for, which shows how big the problems were.';
    const { argumentClarity } = await analyzeEssay(text, responding);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Quotes its evidence/u);
  });

  it('cites the sentence that quotes and explains, where it does praise the quotations', async () => {
    const text =
      'The mood of the memoir is warm and thankful. The author writes that the kitchen was "always full of music and the smell of onions," which shows the home was busy and happy. He also says his parents "gave up everything for us." That detail tells the reader how grateful he still is to them.';
    const { argumentClarity } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'Describe the mood the author creates in the memoir.',
    });
    expect(argumentClarity.strongPoints.join(' ')).toMatch(
      /Quotes its evidence and says what it shows, as in “The author writes that the kitchen was/u,
    );
  });
});

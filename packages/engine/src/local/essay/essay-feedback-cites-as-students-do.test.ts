import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * A response cites the text it reads the way students do: pages and paragraphs in brackets, the
 * author's surname in brackets, the excerpt and its author named in the sentence. Its links are
 * the ordinal and additive words that count its points off. The essays are written for these tests.
 */
const responding = {
  academicLevel: 'high-school',
  subject: 'After reading the article about the harbour bridge, describe the problems its builders faced.',
} as const;

const citationsLine = async (text: string) =>
  (await analyzeEssay(text, responding)).summary.find((line) => line.startsWith('Citations:')) ?? '';

describe('citations of the text read', () => {
  it('counts pages and paragraphs in brackets, however the student writes them', async () => {
    const text = [
      'The builders of the harbour bridge met many problems.',
      'The river bed was too soft to hold the first towers (p. 3).',
      'The steel had to come by ship from far away (pg 5).',
      'Storms in the winter stopped the work for weeks (paragraph 4).',
      'Some workers fell ill from the cold water (para. 2).',
      'In the end the bridge was finished two years late because of all these problems.',
    ].join(' ');
    const line = await citationsLine(text);
    expect(line).not.toContain('none found');
    expect(line).toMatch(/4 references to pages, paragraphs or lines/u);
  });

  it('counts the author’s surname in brackets after a paraphrase as a citation of the author', async () => {
    const text = [
      'The builders of the harbour bridge met many problems.',
      'The river bed was too soft to hold the towers, so they sank a little every month (Marrow).',
      'The steel came late because the ships were needed for the war (Marrow).',
      'These problems made the bridge cost twice as much as the town had planned.',
    ].join(' ');
    const line = await citationsLine(text);
    expect(line).not.toContain('none found');
    expect(line).toMatch(/2 citations of the author in brackets/u);
  });

  it('counts the excerpt and its author named in the sentence as a named source', async () => {
    const text = [
      'In the excerpt from Bridges of the North by Tomas Wendell, the builders faced many problems.',
      'From the reading excerpt Iron Over Water by Lena Hart we learn that the towers sank into the mud.',
      'The steel also came late, which slowed the work for a whole year.',
      'In the end the bridge was finished, but two years later than planned.',
    ].join(' ');
    const line = await citationsLine(text);
    expect(line).not.toContain('none found');
    expect(line).toMatch(/2 passages attributed to the text or its author/u);
  });

  it('counts paragraphs pointed to by an anonymised number', async () => {
    const text = [
      'The builders faced many problems with the soft ground and the weather.',
      'In paragraph @NUM1, the reader learns that the towers sank into the mud.',
      'As the writer says in paragraph @NUM2, the storms stopped the work for weeks.',
      'The steel came late as well (pg @NUM3), so the bridge was finished two years late.',
    ].join(' ');
    expect(await citationsLine(text)).toMatch(/3 references to pages, paragraphs or lines/u);
  });

  it('counts each of several quoted passages, even where a closing mark is lost', async () => {
    const text = [
      'The bridge had three problems.',
      '"The towers sank slowly into the soft mud of the river bed (p. 2). "The steel for the deck came late from the mills in the south (p. 4)".',
      '"Storms stopped all work on the deck for six long weeks"',
      'These problems made the bridge late and expensive for the town.',
    ].join(' ');
    expect(await citationsLine(text)).toMatch(/3 quotations/u);
  });
});

describe('the links between a response’s points', () => {
  it('does not say “few linking words” of points counted off with ordinal and additive words', async () => {
    const text = [
      'The builders of the bridge faced several problems with the ground, the steel and the weather.',
      'The soft river bed could not hold the heavy stone towers without deep piles driven into the mud.',
      'The towers had to stand on those piles for the whole life of the bridge, a hundred years or more.',
      'Another problem for the builders was the steel that came late from the mills in the south of the country.',
      'The deck could not be laid without every beam at the river and checked by the engineers.',
      'The greatest problem in building the bridge was the weather on the wide and open river.',
      'Even if the workers tied the beams down with ropes, the wind moved them about at night.',
      'Winter storms filled the river with ice and broke the small boats the workers used to reach the towers.',
      'The town council also had strict rules against loud work near the houses on the bank.',
      'Although the bridge opened to traffic, it was two years late and cost twice as much as the town had planned.',
      'Many people in the town were angry about the cost of the new bridge for many years.',
    ].join(' ');
    const { structureAnalysis } = await analyzeEssay(text, responding);
    expect(structureAnalysis.feedback).not.toMatch(/Few linking words/u);
  });

  it('does not name “so” as a link where it only makes a word stronger', async () => {
    const text = [
      'The plan for the bridge did not seem so hard to the town council.',
      'The towers were so heavy that they sank into the soft mud of the river.',
      'The wind on the river moved the beams so much that the work stopped for weeks.',
      'The steel was so big that only one ship could carry it up the river.',
      'The builders were late because the steel came late from the mills.',
      'The town paid twice as much because the work took two more years.',
    ].join(' ');
    const { structureAnalysis } = await analyzeEssay(text, responding);
    expect(structureAnalysis.feedback).not.toMatch(/“so”/u);
  });
});

describe('a quotation as a strength', () => {
  it('is not praised where the response is mostly one copied passage', async () => {
    const text = [
      'The problems the builders faced were',
      '"The river bed under the bridge was too soft to hold the heavy towers, and the steel for the deck came late from the mills in the south, and the storms of the winter stopped all the work on the deck for six long weeks while the workers waited at home for the weather to change"',
      'these are the problems.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, responding);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/quotation/u);
  });
});

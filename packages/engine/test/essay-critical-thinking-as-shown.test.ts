import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

const responding = {
  academicLevel: 'high-school',
  subject: 'Using details from the article, explain what the inventors wanted to find out.',
} as const;

const arguing = {
  academicLevel: 'high-school',
  subject: 'Should towns build more parks? Argue your view.',
} as const;

describe('what counts as explaining why', () => {
  it('does not credit indirect questions as explanations', async () => {
    const text =
      'The inventors wanted to know if they could build a boat of paper. They asked whether it would float for a full day. They also wondered if the glue would hold in the rain. Their teacher asked if the boat could carry a cat.';
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.feedback).not.toMatch(/explains why/u);
  });

  it('does not credit circular “because” clauses as explanations', async () => {
    const text =
      'Parks are good because they are helpful. A park is nice because it is a good thing. Parks matter because they are important. Towns should build parks because parks are useful and good.';
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/explains why/u);
  });
});

describe('a quoted detail tied to its point without a reasoning word', () => {
  it('is counted as reasoning', async () => {
    const text =
      'The desert wears the traveller down. The traveller says that the sand burned through his boots by noon. At that point the heat drains his strength and his hope. Later he writes that he could not lift his pack again. By then the long walk has broken his will to go on.';
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.score).toBeGreaterThan(0);
    expect(criticalThinking.feedback).not.toMatch(/gives no reason/u);
  });
});

describe('thin reasoning', () => {
  it('does not reach the top score with a single reasoning word in a short response', async () => {
    const text =
      'The inventors built an engine in the barn. The article says, "It was a loud and smoky thing." It ran because the old one was too slow for the new wagon. Then they wrote a letter to the town.';
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.score).toBeLessThan(100);
  });
});

describe('the note on repeated reasons names only what the essay holds', () => {
  it('does not say “often” of one repeated reason', async () => {
    const text =
      'Parks are important for towns. Parks are important for towns because parks are important. Many towns have a park. People walk there on Sundays.';
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/often repeats/u);
  });

  it('speaks of a quotation only when the essay quotes, and names the reasoning word', async () => {
    const text =
      'Parks are important for towns. Parks are important for towns because parks are important. Trees are good in a park. Trees are good in a park because trees are good. People walk there on Sundays.';
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).toMatch(/repeats the claim after a reasoning word \(“because”\)/u);
    expect(criticalThinking.feedback).not.toMatch(/quotation/u);
  });
});

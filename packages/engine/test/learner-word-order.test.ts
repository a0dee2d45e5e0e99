import { describe, expect, it } from 'vitest';
import { checkStyle } from '../src/grammar/check-language';
import { GRAMMAR_CHECKS } from '../src/grammar/registry';
import { splitSentences } from '../src/text/sentences';

/** Our own learner checks only (no harper.js), as error → correction pairs. */
function fixes(text: string): string[] {
  return checkStyle(splitSentences([{ pageNumber: 1, text }]), () => text, GRAMMAR_CHECKS)
    .filter((issue) => issue.kind !== 'style')
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('where an adverb goes', () => {
  it('puts it after the first auxiliary or modal and before the main verb', () => {
    expect(fixes('These problems have been already solved.')).toEqual(['have been already → have already been']);
    expect(fixes('I even don’t know his name.')).toEqual([]);
    expect(fixes("I even don't know his name.")).toEqual(["even don't → don't even"]);
    expect(fixes('I play usually on Sundays.')).toEqual(['I play usually → I usually play']);
  });

  it('leaves the usual order alone', () => {
    expect(fixes('The results will also be published online.')).toEqual([]);
    expect(fixes('I have always lived here and I usually play on Sundays.')).toEqual([]);
    expect(fixes('We all have problems, and we should all help.')).toEqual([]);
    expect(fixes('She always can.')).toEqual([]);
    // Before a modal an adverb or "all" is grammatical, only less usual: no error to correct.
    expect(fixes('She always can find a solution.')).toEqual([]);
    expect(fixes('I think we all should recycle more.')).toEqual([]);
  });
});

describe('verbs that take their object directly or need a preposition', () => {
  it('corrects the preposition', () => {
    expect(fixes('Noise can affect on the health of children.')).toEqual(['affect on → affect']);
    expect(fixes('Many workers will face to the same problem.')).toEqual(['face to → face']);
  });

  it('leaves the right uses alone', () => {
    expect(fixes('We were faced with the same problem.')).toEqual([]);
    expect(fixes('I was happy to hear from you.')).toEqual([]);
    expect(fixes('We paid the bill at the door.')).toEqual([]);
  });

  it('reads “an affect on” as the noun, to be spelled “effect”, not as the verb “affect on”', () => {
    expect(fixes('Computers have such an affect on people.')).toEqual(['such an affect on → such an effect on']);
    expect(fixes('It had a positive affect on the children.')).toEqual(['a positive affect on → a positive effect on']);
    expect(fixes('He turned his face to the wall.')).toEqual([]);
  });
});

describe('an adverb before a verb that ends its clause or a comparison', () => {
  it('leaves "it still was but" and "than it ever has been" alone', () => {
    expect(fixes('The bridge looked old, and it still was but nobody minded.')).toEqual([]);
    expect(fixes('Prices are higher than they ever have been.')).toEqual([]);
    expect(fixes('The old stadium is small, but it still is the city’s pride.')).toEqual([]);
    expect(fixes('After two hours, we still was at the station.')).toEqual([]);
    expect(fixes('Small pets can be always get lost.')).toEqual([]);
    expect(fixes('I loved that band and I still am today.')).toEqual([]);
    expect(fixes('I was tired and when the bus came can you believe it?')).toEqual([]);
    expect(fixes('Nobody could tell what it is they wanted.')).toEqual([]);
    expect(fixes('The museum will be also busy on Sunday.')).toEqual(['will be also → will also be']);
    expect(fixes('They should leave now because did you see the clouds?')).toEqual([]);
    expect(fixes('We always have visited our aunt in May.')).toEqual([
      'We always have visited → We have always visited',
    ]);
  });
});

describe('"also" before the subject of a clause', () => {
  it('puts it after the subject, or after "is" and a modal', () => {
    expect(fixes('The town is small, also it has no cinema.')).toEqual(['also it has → it also has']);
    expect(fixes('We lost the match, also we missed the bus.')).toEqual(['also we missed → we also missed']);
    expect(fixes('I like the job because also I can work from home.')).toEqual(['also I can → I can also']);
    expect(fixes('I know the park well because also I have cycled in it.')).toEqual(['also I have → I have also']);
  });

  it('leaves "also" that joins two subjects alone', () => {
    expect(fixes('Not only my sister but also I was happy.')).toEqual([]);
    expect(fixes('My parents and also I like the new flat.')).toEqual([]);
    expect(fixes('Also, I think the park is too small.')).toEqual([]);
  });

  it('leaves "and also" before a clause alone: front position after a conjunction is accepted', () => {
    expect(fixes('The town is small and also it has no cinema.')).toEqual([]);
  });
});

describe('"there", "here" or "again" between a verb and its object', () => {
  it('puts the adverb after the object', () => {
    expect(fixes('You can buy there almost anything in the old market.')).toEqual([
      'buy there almost anything → buy almost anything there',
    ]);
    expect(fixes('I would like to see again the old castle with my sister.')).toEqual([
      'see again the old castle → see the old castle again',
    ]);
  });

  it('leaves a time phrase and an intransitive verb alone', () => {
    expect(fixes('The children played there all day.')).toEqual([]);
    expect(fixes('We went there the next summer.')).toEqual([]);
    expect(fixes('I met there the following morning.')).toEqual([]);
    expect(fixes('What I learned there the most was patience.')).toEqual([]);
    expect(fixes('You can buy almost anything there.')).toEqual([]);
  });
});

describe('"quite a" and "there exist"', () => {
  it('puts "quite" before "a" and "there" before an "exist" whose subject follows', () => {
    expect(fixes('It was a quite long journey.')).toEqual(['a quite long → quite a long']);
    expect(fixes('Today, exist many ways to learn a language.')).toEqual(['exist → there exist']);
    expect(fixes('I believe that exist several answers.')).toEqual(['exist → there exist']);
  });

  it('leaves the right uses alone', () => {
    expect(fixes('It was a quite different town back then.')).toEqual([]);
    expect(fixes('These birds exist all over the island.')).toEqual([]);
    expect(fixes('Problems that exist today need answers.')).toEqual([]);
  });
});

describe('the adverb after the first auxiliary, and order after "perhaps" and "only"', () => {
  it('mends the order', () => {
    expect(fixes('I would have never guessed his age.')).toEqual([
      'would have never guessed → would never have guessed',
    ]);
  });

  it('leaves questions and the right order alone', () => {
    expect(fixes('Maybe is there a bank near here?')).toEqual([]);
    expect(fixes('Only then did we see the sea, and we cheered.')).toEqual([]);
    expect(fixes('I would never have guessed his age.')).toEqual([]);
  });
});

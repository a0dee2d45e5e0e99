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

describe('a plural subject with a verb in -s', () => {
  it('drops the -s after a plural noun that starts the clause', () => {
    expect(fixes('In my view, modern exam methods encourages memory work.')).toEqual([
      'methods encourages → methods encourage',
    ]);
    expect(fixes('Children often prefers sweet food.')).toEqual(['Children often prefers → Children often prefer']);
  });

  it('leaves plural nouns that describe another noun, or end the clause', () => {
    expect(fixes('We watched the school games and races.')).toEqual([]);
    expect(fixes('The story of the wolves and bears makes me laugh.')).toEqual([]);
  });
});

describe('the head noun before a phrase that describes it', () => {
  it('makes the verb agree with a plural head before "of" or "about"', () => {
    expect(fixes('The benefits of regular exercise is clear.')).toEqual([
      'benefits of regular exercise is → benefits of regular exercise are',
    ]);
    expect(fixes('Her ideas about modern art was new to me.')).toEqual([
      'ideas about modern art was → ideas about modern art were',
    ]);
  });

  it('makes the verb agree with a singular head before "of"', () => {
    expect(fixes('Today, the price of fresh vegetables are too high.')).toEqual([
      'price of fresh vegetables are → price of fresh vegetables is',
    ]);
    expect(fixes('In my opinion, the use of mobile phones affect our sleep.')).toEqual([
      'use of mobile phones affect → use of mobile phones affects',
    ]);
  });

  it('looks past two describing phrases', () => {
    expect(fixes('The prices of bread in the city has risen.')).toEqual([
      'prices of bread in the city has → prices of bread in the city have',
    ]);
  });

  it('makes the verb agree with a singular head before "in" or "at"', () => {
    expect(fixes('The price in these shops are high.')).toEqual(['price in these shops are → price in these shops is']);
  });

  it('leaves amounts and groups, whose verb may follow the noun after "of"', () => {
    expect(fixes('Lots of money is spent on games.')).toEqual([]);
    expect(fixes('The majority of my friends are students.')).toEqual([]);
    expect(fixes('The rest of the students are at home.')).toEqual([]);
    expect(fixes('The level of sea water and the air temperature have risen.')).toEqual([]);
  });
});

describe('the verb after "who", "that" and "which"', () => {
  it('agrees with the noun the relative word refers to', () => {
    expect(fixes('I know a teacher who speak five languages.')).toEqual(['teacher who speak → teacher who speaks']);
    expect(fixes('We need laws that protects workers.')).toEqual(['laws that protects → laws that protect']);
    expect(fixes('I love my city which have many parks.')).toEqual(['city which have → city which has']);
  });

  it('leaves "which" after a plural noun, which may stand for the whole clause', () => {
    expect(fixes('I met many kind people which makes me glad.')).toEqual([]);
    expect(fixes('She joined a squad who train at night.')).toEqual([]);
  });
});

describe('"one of" and the plural', () => {
  it('asks for a plural noun after "one of the"', () => {
    expect(fixes('Paris is one of the most beautiful city in Europe.')).toEqual([
      'one of the most beautiful city → one of the most beautiful cities',
    ]);
  });

  it('asks for it after "each of", "many of" and an owner\'s name', () => {
    expect(fixes('Each of the player got a medal.')).toEqual(['Each of the player → Each of the players']);
    expect(fixes("One of my brother's friend was there.")).toEqual([
      "One of my brother's friend → One of my brother's friends",
    ]);
  });

  it('leaves "one of" before a plural or a group', () => {
    expect(fixes('She is one of the best players in the team.')).toEqual([]);
    expect(fixes('He is one of the family now.')).toEqual([]);
  });
});

describe('the verb after "there"', () => {
  it('agrees with the noun that follows it', () => {
    expect(fixes('There has been huge changes in our town.')).toEqual([
      'There has been huge changes → There have been huge changes',
    ]);
    expect(fixes('When we left, there were a small car near the shore.')).toEqual([
      'there were a small car → there was a small car',
    ]);
  });

  it('leaves groups, pairs and the subjunctive', () => {
    expect(fixes('There are a lot of shops.')).toEqual([]);
    expect(fixes('There are a cat and a dog in the garden.')).toEqual([]);
    expect(fixes('If there were a fire, we would run.')).toEqual([]);
  });
});

describe('a counting word before a singular noun and its verb', () => {
  it('asks for the plural when a verb with its object follows', () => {
    expect(fixes('Those old photo reminds me of home.')).toEqual(['Those old photo → Those old photos']);
  });

  it('leaves a noun that describes the plural after it', () => {
    expect(fixes('Two bus stops are closed.')).toEqual([]);
  });
});

describe('a subject, an adverb and its verb', () => {
  it('keeps the agreement across "always", "often" or "also"', () => {
    expect(fixes('My cousin always forget his keys.')).toEqual(['cousin always forget → cousin always forgets']);
    expect(fixes('Science often change our lives.')).toEqual(['Science often change → Science often changes']);
    expect(fixes('Computers has many uses.')).toEqual(['Computers has → Computers have']);
  });

  it('leaves plural subjects and past stories', () => {
    expect(fixes('My cousins always forget their keys.')).toEqual([]);
    expect(fixes('Japanese often eat rice.')).toEqual([]);
    expect(fixes('Last year my uncle was ill, so my aunt often visit him.')).toEqual([]);
  });
});

describe('agreement findings that would be wrong', () => {
  it('leaves a bare noun before a compound, and hyphenated words, alone', () => {
    expect(fixes('Computer also phone bills are cheaper now.')).toEqual([]);
    expect(fixes('They called me a goody two-shoes that is too careful.')).toEqual([]);
    expect(fixes('I skipped one of the multi-choice questions.')).toEqual([]);
  });

  it('leaves the verb alone when the noun before "that" is what is wrong', () => {
    expect(fixes('There are always some part that goes missing.')).toEqual([]);
  });

  it('asks for no "a" before danger', () => {
    expect(fixes('We knew that the climbers were in great danger.')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { splitSentences } from '../src/text/sentences';
import { checkStyle, GRAMMAR_CHECKS } from '../src/text/style-checks';

/** Our own learner checks only (no harper.js), as error → correction pairs. */
function fixes(text: string): string[] {
  return checkStyle(splitSentences([{ pageNumber: 1, text }]), () => text, GRAMMAR_CHECKS)
    .filter((issue) => issue.kind !== 'style')
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('the verb form after "be", "have" and a preposition', () => {
  it('asks for the participle or the -ing form', () => {
    expect(fixes('The tickets can be collect at the desk.')).toEqual(['be collect → be collected']);
    expect(fixes('The new bridge has improve the traffic.')).toEqual(['has improve → has improved']);
    expect(fixes('Always check the map before to leave the hotel.')).toEqual(['before to leave → before leaving']);
    expect(fixes('We left without explain.')).toEqual(['without explain → without explaining']);
    expect(fixes('He is always thinking about found a better job.')).toEqual(['about found → about finding']);
    expect(fixes('I used to playing football every day.')).toEqual(['I used to playing → I used to play']);
    expect(fixes('It is worth to visit the old town.')).toEqual(['worth to visit → worth visiting']);
    expect(fixes('You had better to leave now.')).toEqual(['had better to leave → had better leave']);
    expect(fixes('We cycle in order to saving money.')).toEqual(['in order to saving → in order to save']);
    expect(fixes('I am not agree with this idea.')).toEqual(["I am not agree → I don't agree"]);
  });

  it('leaves nouns, set phrases and the participles that look like base forms alone', () => {
    expect(fixes('We have time to cook and the party was fun.')).toEqual([]);
    expect(fixes('Prices have come down and she has become a nurse.')).toEqual([]);
    expect(fixes('I was born in a small town.')).toEqual([]);
    expect(fixes('We are used to getting up early.')).toEqual([]);
    expect(fixes('I have a lot of knowledge about travel.')).toEqual([]);
    expect(fixes('What I want is explain it to you.')).toEqual([]);
    expect(fixes('She is used to cooking the meals for everyone.')).toEqual([]);
  });
});

describe('tense', () => {
  it('asks for the past simple with a finished time and the present after "if"', () => {
    expect(fixes('I have visited my grandmother yesterday.')).toEqual([
      'have visited my grandmother yesterday → visited my grandmother yesterday',
    ]);
    expect(fixes('If it will rain, we can stay at home.')).toEqual(['If it will rain → If it rains']);
    expect(fixes('If I would have known, I would have called you.')).toEqual([
      'If I would have known → If I had known',
    ]);
  });

  it('keeps the present perfect with a time up to now', () => {
    expect(fixes('I have lived here since last year.')).toEqual([]);
    expect(fixes('We have worked hard for the last year.')).toEqual([]);
    expect(fixes('If it rains, we will stay at home.')).toEqual([]);
    expect(fixes('She says that she will come later.')).toEqual([]);
    expect(fixes('If you need help, you can ask me.')).toEqual([]);
  });
});

describe('agreement', () => {
  it('agrees the verb with "he also", "one of", "the number of", "people who" and uncountable subjects', () => {
    expect(fixes('She always know what to say.')).toEqual(['She always know → She always knows']);
    expect(fixes('One of my friends have a boat.')).toEqual(['One of my friends have → One of my friends has']);
    expect(fixes('The number of cars are growing.')).toEqual(['The number of cars are → The number of cars is']);
    expect(fixes('A lot of students is waiting outside.')).toEqual(['A lot of students is → A lot of students are']);
    expect(fixes('There are many people who lives alone.')).toEqual(['people who lives → people who live']);
    expect(fixes('Air pollution cause many illnesses.')).toEqual(['Air pollution cause → Air pollution causes']);
    expect(fixes('I have twenty years and I live in Madrid.')).toEqual(['I have twenty years → I am twenty years old']);
    expect(fixes('He is a boy who like football.')).toEqual(['a boy who like → a boy who likes']);
    expect(fixes('We need more projects that helps poor families.')).toEqual([
      'projects that helps → projects that help',
    ]);
  });

  it('leaves agreeing subjects alone', () => {
    expect(fixes('She always knows what to say.')).toEqual([]);
    expect(fixes('One of my friends has a boat.')).toEqual([]);
    expect(fixes('The benefits of technology are clear.')).toEqual([]);
    expect(fixes('I have twenty years of experience.')).toEqual([]);
    expect(fixes('He is one of the people who like football, and the team that play today won.')).toEqual([]);
    expect(fixes('It is one of the projects that helps poor families.')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { shown, shownByRule } from './grammar-rule-shown';

const ACROSS = 'agreement.singular-head-across-phrase';

describe('the verb agrees with the head of its subject across a phrase', () => {
  it('puts the verb in the singular after a singular head and a phrase naming a group', () => {
    expect(shownByRule(ACROSS, 'Everyone in the village know him.')).toEqual([
      'Everyone in the village know → Everyone in the village knows',
    ]);
    expect(shownByRule(ACROSS, 'Nobody at school understand me.')).toEqual([
      'Nobody at school understand → Nobody at school understands',
    ]);
    expect(shownByRule(ACROSS, 'Everyone in my class are happy.')).toEqual([
      'Everyone in my class are → Everyone in my class is',
    ]);
    expect(shownByRule(ACROSS, 'Every student in my class have a laptop.')).toEqual([
      'Every student in my class have → Every student in my class has',
    ]);
  });

  it('reads "one of", "each of", "either of" and "the number of" as singular heads', () => {
    expect(shownByRule(ACROSS, 'One of my best friends live in Leeds.')).toEqual([
      'One of my best friends live → One of my best friends lives',
    ]);
    expect(shownByRule(ACROSS, 'Each of my cousins like a different team.')).toEqual([
      'Each of my cousins like → Each of my cousins likes',
    ]);
    expect(shownByRule(ACROSS, 'Either of the options work for me.')).toEqual([
      'Either of the options work → Either of the options works',
    ]);
    expect(shownByRule(ACROSS, 'The number of cars increase every year.')).toEqual([
      'The number of cars increase → The number of cars increases',
    ]);
  });

  it('makes the verb of "who" after an indefinite pronoun singular', () => {
    expect(shownByRule(ACROSS, 'Someone who live near the sea is lucky.')).toEqual([
      'Someone who live → Someone who lives',
    ]);
    expect(shownByRule(ACROSS, 'Anyone who want to join can come.')).toEqual(['Anyone who want → Anyone who wants']);
  });

  it('leaves right agreement, bare infinitives and words that only look like the verb', async () => {
    const clean = [
      'Everyone in my class likes football.',
      'Let everyone in the room know the news.',
      'Does anyone in your class speak French?',
      'I suggest that everyone in the team take a break.',
      'One of my friends who live abroad visited me.',
      'One of the sports kids play is football.',
      'Everyone in the school play was nervous.',
      'The number of people who come here is growing.',
      'Everyone in a town like ours knows the baker.',
      'She was one of the best drivers of all time.',
      'We had lunch in one of the cafés in the square.',
      'Every day in summer we swim.',
      'Some of my friends live in Leeds.',
    ];
    for (const sentence of clean) expect(shownByRule(ACROSS, sentence)).toEqual([]);
    for (const sentence of clean.slice(0, 6)) expect(await shown(sentence)).toEqual([]);
  });
});

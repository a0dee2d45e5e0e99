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

describe('uncountable nouns and quantities', () => {
  it('takes "a" and plural quantifiers away from uncountable nouns', () => {
    expect(fixes('We had a lovely weather on the coast.')).toEqual(['a lovely weather → lovely weather']);
    expect(fixes('My uncle gave me a useful advice.')).toEqual(['a useful advice → useful advice']);
    expect(fixes('The guide gave us many information about the castle.')).toEqual([
      'many information → a lot of information',
    ]);
    expect(fixes('The childrens played in the garden.')).toEqual(['childrens → children']);
    expect(fixes('There are too much cars in the centre.')).toEqual(['much cars → many cars']);
  });

  it('leaves countable uses and compounds alone', () => {
    expect(fixes('She took a music lesson every Friday.')).toEqual([]);
    expect(fixes('It was a fun, noisy party.')).toEqual([]);
    expect(fixes('The peoples of the region share one river.')).toEqual([]);
    expect(fixes('He earns much less money than his brother.')).toEqual([]);
    expect(fixes('She has a good knowledge of Italian.')).toEqual([]);
  });
});

describe('comparisons and fixed phrases', () => {
  it('catches doubled superlatives and mixed comparisons', () => {
    expect(fixes('It was the most biggest cake.')).toEqual(['most biggest → biggest']);
    expect(fixes('My bag is as heavy than yours.')).toEqual(['as heavy than → as heavy as']);
    expect(fixes('Her coat is the same like mine.')).toEqual(['the same like → the same as']);
    expect(fixes('We went out despite of the rain.')).toEqual(['despite of → despite']);
    expect(fixes('According to me the plan is too expensive.')).toEqual(['According to me → In my opinion']);
  });

  it('catches the usual verb swaps', () => {
    expect(fixes('She made her homework after dinner.')).toEqual(['made her homework → did her homework']);
    expect(fixes('We made a lot of photos at the zoo.')).toEqual(['made a lot of photos → took a lot of photos']);
    expect(fixes('He never says the truth.')).toEqual(['says the truth → tells the truth']);
    expect(fixes('My grandfather learned me chess.')).toEqual(['learned me → taught me']);
  });

  it('leaves the right collocations and questions alone', () => {
    expect(fixes('Why do mistakes happen so often?')).toEqual([]);
    expect(fixes('We made a decision and took a photo.')).toEqual([]);
    expect(fixes('This photo made the question clear.')).toEqual([]);
    expect(fixes('The same as last year, we camped by the lake.')).toEqual([]);
    expect(fixes('We paid a visit to the museum and I have no contact with them.')).toEqual([]);
    expect(fixes('It is a new approach to the problem, so I made a call to my bank.')).toEqual([]);
  });
});

describe('verb patterns', () => {
  it('asks for "to", an -ing form or a participle where the verb needs one', () => {
    // "want" before a bare verb may lack its "to" or be "won't" misspelled: both are shown.
    expect(fixes('Next year I want learn Spanish.')).toEqual([
      'want learn → Check which was meant: “want to learn” or “won’t learn”.',
    ]);
    expect(fixes('Next year I wanted learn Spanish.')).toEqual(['wanted learn → wanted to learn']);
    expect(fixes('We enjoy swim in the lake.')).toEqual(['enjoy swim → enjoy swimming']);
    expect(fixes('You can save money by buy the tickets early.')).toEqual(['by buy → by buying']);
    expect(fixes('I am live in a small flat.')).toEqual(['I am live → I am living']);
    expect(fixes('They have decide to stay.')).toEqual(['have decide → have decided']);
    expect(fixes('We very enjoyed the trip.')).toEqual(['We very enjoyed → We really enjoyed']);
  });

  it('leaves nouns after the same words alone', () => {
    expect(fixes('We need help with the garden.')).toEqual([]);
    expect(fixes('They spoke of work and travel.')).toEqual([]);
    expect(fixes('Without doubt the food was good.')).toEqual([]);
    expect(fixes('He is like his father.')).toEqual([]);
  });
});

describe('commas inside a sentence', () => {
  it('asks for the comma before extra information', () => {
    // Before "such as" or "especially" the comma is optional (the examples may narrow the noun): advice only.
    expect(fixes('I love water sports such as surfing and diving.')).toEqual([]);
    expect(fixes('Many cities for example Rome have old walls.')).toEqual(['cities → cities,']);
    expect(fixes('The park is busy especially in the summer.')).toEqual([]);
    expect(fixes('We stayed in Bristol which is near the sea.')).toEqual(['Bristol → Bristol,']);
  });

  it('leaves phrases that belong to the clause alone', () => {
    expect(fixes('We especially liked the museum.')).toEqual([]);
    expect(fixes('A city such as Paris is never quiet.')).toEqual([]);
    expect(fixes('Which is the road to the station?')).toEqual([]);
    expect(fixes('Sports, such as tennis, are fun.')).toEqual([]);
  });
});

describe('fixed phrases with "the", prepositions of time and verb forms', () => {
  it('catches the missing "the", the wrong preposition and the wrong verb form', () => {
    expect(fixes('On Friday we went to cinema with Tom.')).toEqual(['went to cinema → went to the cinema']);
    expect(fixes('Majority of my friends cycle to work.')).toEqual(['Majority of → The majority of']);
    expect(fixes('It was such nice day.')).toEqual(['such nice day → such a nice day']);
    expect(fixes('She moved to Leeds on 2015.')).toEqual(['on 2015 → in 2015']);
    expect(fixes('Please pay attention on the details.')).toEqual(['pay attention on → pay attention to']);
    expect(fixes('I am used to get up early.')).toEqual(['am used to get → am used to getting']);
    expect(fixes('The accident was happened at night.')).toEqual(['was happened → happened']);
    expect(fixes('My cousin is a ten years old boy.')).toEqual(['ten years old boy → ten-year-old boy']);
  });

  it('leaves the right uses alone', () => {
    expect(fixes('This tool can be used to cut wood.')).toEqual([]);
    expect(fixes('The rest of the cake is mine, and at last we are home.')).toEqual([]);
    expect(fixes('She is a ten-year-old girl who lives by the sea.')).toEqual([]);
    expect(fixes('He saw what had happened last night.')).toEqual([]);
  });

  it('writes function words inside a sentence in lower case', () => {
    // After a finished clause and a comma, the capital began a new sentence: the fix is the full stop.
    expect(fixes('We stayed at home, It was raining.')).toEqual([', It → . It']);
    expect(fixes('I like tea and The coffee here is good.')).toEqual(['The → the']);
    // A title keeps its capitals: the next word has one too.
    expect(fixes('I read it in The Times yesterday, and I met Tom.')).toEqual([]);
  });

  it('starts a new sentence with a capital, and counts a plural after "there is"', () => {
    expect(fixes('We missed the bus. then we walked home.')).toEqual(['then → Then']);
    expect(fixes('There is lovely beaches near the town.')).toEqual([
      'There is lovely beaches → There are lovely beaches',
    ]);
    expect(fixes('She works for Smith & Co. and lives in York.')).toEqual([]);
    expect(fixes('There is news from home, and there is physics on Monday.')).toEqual([]);
  });

  it('asks for "the" before "internet" and a stretch of time up to now', () => {
    expect(fixes('My grandmother is learning to use internet.')).toEqual(['use internet → use the internet']);
    expect(fixes('Prices rose in last few years.')).toEqual(['in last few years → in the last few years']);
    expect(fixes('She bought an internet connection last week.')).toEqual([]);
  });

  it('asks for the base form after "to" and no -s after a plural subject', () => {
    expect(fixes('Last year we decided to visited Wales.')).toEqual(['decided to visited → decided to visit']);
    expect(fixes('In winter students often needs warm coats.')).toEqual(['students often needs → students often need']);
    expect(fixes('She talked to students plays in the band.')).toEqual([]);
    expect(fixes('My parents were pleased to be invited.')).toEqual([]);
  });
});

describe('prepositions that belong to a word', () => {
  it('catches the wrong preposition after a verb or a noun', () => {
    expect(fixes('The waiter smiled to us and brought the menu.')).toEqual(['smiled to → smiled at']);
    expect(fixes('My cousin is keen in chess.')).toEqual(['keen in → keen on']);
  });

  it('knows where news is read and heard', () => {
    expect(fixes('She shared the photo in Instagram last night.')).toEqual(['in Instagram → on Instagram']);
    expect(fixes('We heard the song in the radio yesterday.')).toEqual(['in the radio → on the radio']);
  });

  it('drops a preposition the verb does not take', () => {
    expect(fixes('The museum offers to visitors a free guide.')).toEqual(['offers to visitors → offers visitors']);
  });

  it('leaves the right uses alone', () => {
    expect(fixes('He smiled to himself and left.')).toEqual([]);
    expect(fixes('She had been dreaming for years about that trip.')).toEqual([]);
    expect(fixes('My aunt works in Facebook offices.')).toEqual([]);
    expect(fixes('The play is based on the newspaper report.')).toEqual([]);
    expect(fixes('Every manager must answer to the board.')).toEqual([]);
    expect(fixes('We posted the tickets to them the same day.')).toEqual([]);
    expect(fixes('The case was investigated on Monday.')).toEqual([]);
  });
});

describe('verbs that take their object directly, and living on a planet', () => {
  it('drops "with" after an active "face" and "to" after "teach"', () => {
    expect(fixes('Students often face with long queues.')).toEqual(['Students often face with → Students often face']);
  });

  it('leaves the passive and the world alone', () => {
    expect(fixes('We were faced with long queues.')).toEqual([]);
    expect(fixes('Music is taught to children from the age of six.')).toEqual([]);
    expect(fixes('We should look after the world we live in.')).toEqual([]);
  });
});

describe('fixed phrases with a preposition', () => {
  it('mends the usual slips in set phrases', () => {
    expect(fixes('Although being late, he stopped for coffee.')).toEqual(['Although being → Despite being']);
  });

  it('leaves the right uses alone', () => {
    expect(fixes('She is the best known singer on the world stage.')).toEqual([]);
    expect(fixes('My aunt works in long-term care.')).toEqual([]);
    expect(fixes('The letter left us with no doubt about his plans.')).toEqual([]);
  });
});

describe('the preposition a verb needs before its object', () => {
  it('adds "with", "in", "to" and "that" where the verb or noun needs them', () => {
    expect(fixes('The library provides students free books.')).toEqual(['provides students → provides students with']);
  });

  it('leaves the right forms alone', () => {
    expect(fixes('The library provides students with free books.')).toEqual([]);
    expect(fixes('Few people succeed in learning a language in a month.')).toEqual([]);
    expect(fixes('My uncle subscribed to a sailing magazine.')).toEqual([]);
  });
});

describe('more prepositions that belong to a phrase', () => {
  it('mends them', () => {
    expect(fixes('She is faster in solving puzzles than me.')).toEqual(['faster in solving → faster at solving']);
    expect(fixes('I am writing in regards to the flat.')).toEqual(['in regards to → with regard to']);
  });

  it('leaves the right uses alone', () => {
    expect(fixes('We gave priority for a good reason.')).toEqual([]);
    expect(fixes('The house is accessible by car.')).toEqual([]);
    expect(fixes('The price went over 100 euros.')).toEqual([]);
  });
});

describe('"from that day", "an example of" and "look" before an adjective', () => {
  it('mends them', () => {
    expect(fixes('The climb looks like easy, but it is not.')).toEqual(['looks like easy → looks easy']);
  });

  it('leaves the right uses alone', () => {
    expect(fixes('Since that day, I have walked to work.')).toEqual([]);
    expect(fixes('It looks like nice weather tomorrow.')).toEqual([]);
  });
});

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

describe('the verb form after "be", "have" and a preposition', () => {
  it('asks for the participle or the -ing form', () => {
    expect(fixes('The tickets can be collect at the desk.')).toEqual(['be collect → be collected']);
    expect(fixes('The new bridge has improve the traffic.')).toEqual(['has improve → has improved']);
    expect(fixes('Always check the map before to leave the hotel.')).toEqual(['before to leave → before leaving']);
    expect(fixes('We left without explain.')).toEqual(['without explain → without explaining']);
    expect(fixes('He is always thinking about found a better job.')).toEqual(['about found → about finding']);
    expect(fixes('It is worth to visit the old town.')).toEqual(['worth to visit → worth visiting']);
    expect(fixes('You had better to leave now.')).toEqual(['had better to leave → had better leave']);
    expect(fixes('We cycle in order to saving money.')).toEqual(['in order to saving → in order to save']);
  });

  it('leaves nouns, set phrases and the participles that look like base forms alone', () => {
    expect(fixes('We have time to cook and the party was fun.')).toEqual([]);
    expect(fixes('Prices have come down and she has become a nurse.')).toEqual([]);
    expect(fixes('I was born in a small town.')).toEqual([]);
    expect(fixes('We are used to getting up early.')).toEqual([]);
    expect(fixes('She has a lot of knowledge about birds.')).toEqual([]);
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

  it('asks for the past simple with a time in childhood', () => {
    expect(fixes('I have visited Rome when I was a child.')).toEqual([
      'have visited Rome when I was → visited Rome when I was',
    ]);
  });

  it('keeps the present perfect with a time up to now', () => {
    expect(fixes('I have lived here since I was a child.')).toEqual([]);
    expect(fixes('I have never been as happy as when I was there.')).toEqual([]);
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

describe('a singular subject and the verb after it', () => {
  it('adds -s after "everyone", "it", "she" and a singular noun opening the clause', () => {
    expect(fixes('Everyone know the answer.')).toEqual(['Everyone know → Everyone knows']);
    expect(fixes('Each of us have a dream.')).toEqual(['Each of us have → Each of us has']);
    expect(fixes('My phone is old, but it still work well.')).toEqual(['it still work → it still works']);
    expect(fixes('I think she prefer tea.')).toEqual(['she prefer → she prefers']);
    expect(fixes('This song make me happy every time.')).toEqual(['song make → song makes']);
    expect(fixes('One of my favourite books are about sailing.')).toEqual([
      'One of my favourite books are → One of my favourite books is',
    ]);
    expect(fixes('The pollution cause many illnesses.')).toEqual(['The pollution cause → The pollution causes']);
  });

  it('leaves infinitives, subjunctives and plural subjects alone', () => {
    expect(fixes('Does anyone know the answer?')).toEqual([]);
    expect(fixes('Please let everyone know.')).toEqual([]);
    expect(fixes('If it rains, let it rain.')).toEqual([]);
    expect(fixes('We stayed in when it last snowed.')).toEqual([]);
    expect(fixes('I made it work again.')).toEqual([]);
    expect(fixes('My mum and my dad have a small car.')).toEqual([]);
    expect(fixes('The school play was a success.')).toEqual([]);
    expect(fixes('The songs make me happy.')).toEqual([]);
    expect(fixes('By letting someone else decide, you give up your choice.')).toEqual([]);
    expect(fixes('This value need not be unique.')).toEqual([]);
    expect(fixes('The river looks different from the time when our parents swam in it.')).toEqual([]);
  });
});

describe('the verb form after "help", a preposition and a subject without "be"', () => {
  it('asks for the base form, the -ing form or the missing "be"', () => {
    expect(fixes('These tips help saving energy.')).toEqual(['help saving → help save']);
    expect(fixes('She left without say a word.')).toEqual(['without say → without saying']);
    expect(fixes('They still waiting for the bus.')).toEqual(['They still waiting → They are still waiting']);
    expect(fixes('When we arrived, they waiting outside.')).toEqual(['they waiting → they were waiting']);
  });

  it('leaves "can\'t help -ing", nouns and questions alone', () => {
    expect(fixes("I couldn't help laughing at the joke.")).toEqual([]);
    expect(fixes('We met after work the next day.')).toEqual([]);
    expect(fixes('Are you coming tonight?')).toEqual([]);
    expect(fixes('I saw them waiting for the bus.')).toEqual([]);
    expect(fixes('I sort of lose track of time when I read.')).toEqual([]);
    expect(fixes('This is a photo of my sister and I playing chess.')).toEqual([]);
  });
});

describe('irregular verbs', () => {
  it('gives the irregular past and participle', () => {
    expect(fixes('My brother buyed a new bike.')).toEqual(['buyed → bought']);
    expect(fixes('The old bridge was builded by the Romans.')).toEqual(['builded → built']);
    expect(fixes('We have went to the lake twice.')).toEqual(['have went → have gone']);
    expect(fixes('Has it began to rain?')).toEqual(['Has it began → Has it begun']);
    expect(fixes('Have you ever saw a ghost?')).toEqual(['Have you ever saw → Have you ever seen']);
    expect(fixes('Have you ever try sushi?')).toEqual(['Have you ever try → Have you ever tried']);
    expect(fixes('I have never be to Scotland.')).toEqual(['have never be → have never been']);
    expect(fixes('On Sunday we had to wrote a long letter.')).toEqual(['to wrote → to write']);
  });

  it('leaves right forms and words of their own alone', () => {
    expect(fixes('The village is ringed by hills and the cook singed his sleeve.')).toEqual([]);
    expect(fixes('We have gone to the lake twice and I have never seen it so calm.')).toEqual([]);
    // A doubled auxiliary is not "have" to put in the past ("have never had" would be wrong).
    expect(fixes('She might have never have read that letter.')).not.toContain('have never have → have never had');
    expect(fixes('She wanted to found a company, and her dog learned to fetch.')).toEqual([]);
    expect(fixes('They went from the station to the hotel and then to the beach.')).toEqual([]);
    expect(fixes('Have you ever been to Rome?')).toEqual([]);
    expect(fixes('The bike that I had I rode every day.')).toEqual([]);
  });
});

describe('"when it comes to" and "will" in a question inside a sentence', () => {
  it('asks for -ing after "when it comes to"', () => {});

  it('keeps a noun after "when it comes to" and "will" in an indirect question', () => {
    expect(fixes('When it comes to travel, I prefer the train.')).toEqual([]);
    expect(fixes("I don't know if it will rain tomorrow.")).toEqual([]);
    expect(fixes('I wonder when the bus will come.')).toEqual([]);
    expect(fixes('I look forward to the day when we will meet again.')).toEqual([]);
  });
});

describe('"be" after a modal', () => {
  it('asks for the participle, or no "be" before an object', () => {
    expect(fixes('I am sure that the results will be improve soon.')).toEqual(['be improve → be improved']);
  });

  it('keeps adjectives, a time after the verb and a verb after "was"', () => {
    expect(fixes('The form must be complete before Friday.')).toEqual([]);
    expect(fixes('The tickets can be collected the day before.')).toEqual([]);
    expect(fixes('You will like the new park.')).toEqual([]);
    expect(fixes('He was apologize for the noise.')).toEqual([]);
  });

  it('keeps the subjunctive after "suggest"', () => {
    expect(fixes('I suggest everyone bring a coat.')).toEqual([]);
    expect(fixes('In winter everyone want a warm coat.')).toEqual(['everyone want → everyone wants']);
  });
});

describe('"supposed to" and "to" as a preposition', () => {
  it('adds "be" before "supposed to" and the -ing form after "contribute to"', () => {
    expect(fixes('Before the match, you supposed to stretch.')).toEqual(['you supposed to → you are supposed to']);
  });

  it('leaves the right uses alone', () => {
    expect(fixes('I supposed that the shop was closed.')).toEqual([]);
    expect(fixes('She is committed to the project and devoted to her work.')).toEqual([]);
  });
});

describe('a verb after a preposition, and "aim"', () => {
  it('asks for the -ing form after a preposition and "to" after "aim"', () => {
    expect(fixes('She got tired of keep asking the same thing.')).toEqual(['of keep → of keeping']);
    expect(fixes('He left without say a word.')).toEqual(['without say → without saying']);
  });

  it('leaves nouns and the right forms alone', () => {
    expect(fixes('The smell of make up filled the room.')).toEqual([]);
    expect(fixes('It was a night of live music and dancing.')).toEqual([]);
    expect(fixes('We aim to finish the garden this year.')).toEqual([]);
  });
});

describe('set verb patterns', () => {
  it('mends "than be able", "with the aim to", "stay tune" and "has turn out"', () => {});

  it('leaves "rather … than" and the right forms alone', () => {
    expect(fixes('I would rather walk than be able to drive.')).toEqual([]);
    expect(fixes('The old coat has turned out to be useful.')).toEqual([]);
  });
});

describe('"be" before a simple verb with an adverb between', () => {
  it('drops "be" and gives the verb its tense', () => {
    expect(fixes('My cousins are always prefer the beach.')).toEqual(['are always prefer → always prefer']);
    expect(fixes('She is often say that.')).toEqual(['is often say → often says']);
  });

  it('leaves "there is" and prepositions alone', () => {
    expect(fixes('There is always have to be a winner.')).toEqual([]);
    expect(fixes('The town is always like that in May.')).toEqual([]);
  });
});

describe('"spend time" and a verb', () => {
  it('drops the preposition before the -ing form', () => {
    expect(fixes('Children should spend more time for playing outside.')).toEqual([
      'spend more time for playing → spend more time playing',
    ]);
  });

  it('leaves places and nouns alone', () => {
    expect(fixes('I spent two days in the building.')).toEqual([]);
    expect(fixes('She spent her evenings on housework.')).toEqual([]);
  });
});

describe('"make" and "let" with a person and a verb', () => {
  it('asks for the base form', () => {});

  it('leaves the base form alone', () => {
    expect(fixes('The loud bang made the little boy cry.')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { PUNCTUATION_CHECKS } from '../src/grammar/registry';
import { splitSentences } from '../src/text/sentences';

/** The punctuation checks only, as error → correction pairs. */
function commas(text: string): string[] {
  return splitSentences([{ pageNumber: 1, text }])
    .flatMap((sentence) => PUNCTUATION_CHECKS.flatMap((check) => check(sentence, text)))
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('commas after an opening clause or phrase', () => {
  it('asks for the comma when a comma comes only later in the sentence', () => {
    expect(commas('When I got home I made tea, toast and eggs.')).toEqual(['home → home,']);
  });

  it('asks for the comma after an opening participle phrase', () => {
    expect(commas('Living in a small village I can walk to school.')).toEqual(['village → village,']);
    expect(commas('Given the late delivery we would like to offer you a voucher.')).toEqual(['delivery → delivery,']);
    expect(commas('Travelling by car gives you independence.')).toEqual([]);
  });

  it('finds a main clause that starts with a noun phrase', () => {
    expect(commas('If you work hard the results will come.')).toEqual(['hard → hard,']);
    expect(commas('If you visit the city you will love it.')).toEqual(['city → city,']);
  });

  it('finds a main clause that starts with a name or a plural noun and its verb', () => {
    expect(commas('After the long summer holiday Sarah walked home alone.')).toEqual(['holiday → holiday,']);
    expect(commas('Despite all the loud warnings children are playing on the ice.')).toEqual(['warnings → warnings,']);
    expect(commas('After the long holiday in New York Sarah walked home.')).toEqual([]);
    expect(commas('Since the end of high school years have passed.')).toEqual([]);
    // A title in quotation marks and a capitalised "There" are no names.
    expect(commas('In the poem "Rain at Dusk" many images slow the reader.')).toEqual([]);
    expect(commas('In the memoir the family helped others even thouw There was little room.')).not.toContain(
      'thouw → thouw,',
    );
  });

  it('reads "there" after a verb of motion as a place, and a pronoun after a preposition as its object', () => {
    expect(commas('When she had arrived there the party had started.')).toEqual(['there → there,']);
    expect(commas('If someone depends on you and asks for help at night it is hard.')).toEqual(['night → night,']);
  });

  it('knows "Because", "Until", "Whether" and longer phrases with "Like" or "Under" as openers', () => {
    expect(commas('Because I was ill I stayed at home all week.')).toEqual(['ill → ill,']);
    expect(commas('Like many people in my town we go to the market.')).toEqual(['town → town,']);
    expect(commas('Because of rain we stayed in.')).toEqual([]);
  });

  it('leaves the comma after a short opening phrase of time, place or manner to the writer', () => {
    expect(commas('In the afternoon we walked to the old harbour.')).toEqual([]);
    expect(commas('At that time he was living in Leeds.')).toEqual([]);
    expect(commas('In winter we go skiing in the mountains.')).toEqual([]);
    expect(commas('Without a phone she would feel lost most days.')).toEqual([]);
  });

  it('asks for the comma after an opening clause or phrase that follows "But" or "And"', () => {
    expect(commas('But if you miss the last bus you can take a taxi.')).toEqual(['bus → bus,']);
    expect(commas('And after a long week at work we slept all Saturday.')).toEqual(['work → work,']);
    // The writer's own comma before the subject shows where the opening ends.
    expect(commas('But in the letter that we sent you, we asked for a refund.')).toEqual([]);
    expect(commas('But for my sister it was no problem at all.')).toEqual([]);
  });

  it('reads a pronoun before another pronoun or a plural noun as no subject of its own', () => {
    expect(commas('When we got to the hall they sang and we clapped.')).toEqual(['hall → hall,']);
    expect(commas('When it comes down to it I never give up.')).toEqual(['it → it,']);
  });

  it('puts the comma before "then" that starts the main clause', () => {
    expect(commas('If the shop is closed on Sunday then we can go on Monday.')).toEqual(['Sunday → Sunday,']);
  });

  it('reads a pronoun the writer closed with a comma as the object in the opening clause', () => {
    expect(commas('If I were you, I would take the train instead.')).toEqual([]);
  });

  it('leaves a comma placed earlier in the sentence to the writer', () => {
    expect(commas('When talking about great painters, I usually mention Vermeer.')).toEqual([]);
  });

  it('reads the words after the writer\'s own "then" as the main clause, an order included', () => {
    expect(commas('If the film is not what you wanted then turn it off and go to bed.')).toEqual([]);
  });

  it('leaves an opening the writer closed with a comma before the main clause alone', () => {
    expect(commas('If you show people you care, they listen.')).toEqual([]);
    expect(commas('When the teacher told us we could leave early, we cheered.')).toEqual([]);
    expect(commas('If someone tells you it is easy, do not believe them.')).toEqual([]);
  });

  it('leaves an opening the writer closed with dashes alone', () => {
    expect(commas('When we opened the box -- a gift from my aunt -- we found a small clock.')).toEqual([]);
    expect(commas('When we opened the box—a gift from my aunt—we found a small clock.')).toEqual([]);
  });

  it('reads a noun phrase after "be" or "not" as its complement, not a new subject', () => {
    expect(commas('Since the garden is not his property, there is little he can change in it.')).toEqual([]);
    expect(commas('Because the house was her home for years, she kept every key.')).toEqual([]);
  });

  it('reads a pronoun after "how long" or "how much" as the subject of a question inside the clause', () => {
    expect(commas('After the match the coach asked how long it would take.')).not.toContain('long → long,');
    expect(commas('Before the storm came the farmers wondered how much it would rain.')).not.toContain('much → much,');
  });
});

describe('commas after an opening word or time phrase', () => {
  it('asks for the comma after an answer, an interjection or "Besides" before a subject', () => {
    expect(commas('Yes I agree with you.')).toEqual(['Yes → Yes,']);
    expect(commas('Besides it is cheaper than the train.')).toEqual(['Besides → Besides,']);
    expect(commas('No one came to the party.')).toEqual([]);
    expect(commas('Well done to all of you.')).toEqual([]);
    expect(commas('Besides the park there is a small lake.')).toEqual([]);
  });

  it('asks for the comma after a long opening time phrase, not a short one', () => {
    expect(commas('In recent years the city has grown a lot.')).toEqual([]);
    // The phrase goes on: the comma comes after all of it.
    expect(commas('In the past few weeks we moved twice.')).toEqual(['weeks → weeks,']);
  });
});

describe('commas inside a sentence', () => {
  it('leaves the comma before "such as" or "especially" to the writer: it is optional', () => {
    expect(commas('We need public transport such as buses and trams.')).toEqual([]);
    expect(commas('It is hard for everyone especially for old people.')).toEqual([]);
    expect(commas('Walking is good for people who are not especially fit.')).toEqual([]);
    expect(commas('This is particularly common in big cities.')).toEqual([]);
  });

  it('asks for a comma before "which" after a possessive noun phrase and before "whereas"', () => {
    expect(commas('I love my old school which is near the river.')).toEqual(['school → school,']);
    expect(commas('I like tea whereas my sister likes coffee.')).toEqual(['tea → tea,']);
    expect(commas('The house which we bought is old.')).toEqual([]);
    expect(commas('I have worked at this bakery which opened in 1990.')).toEqual(['bakery → bakery,']);
    expect(commas('Buses are slower than trains, but the latter which cost more are often full.')).toEqual([
      'latter → latter,',
    ]);
    expect(commas('Those people which came late missed the start.')).toEqual([]);
  });

  it('asks for a comma before "which" and any verb after a name, not before "which" and a subject', () => {
    expect(commas('We drove along the coast of Norway which attracts many walkers.')).toEqual(['Norway → Norway,']);
    expect(commas('We drove along the coast of Norway which we had never seen.')).toEqual([]);
  });

  it('asks for a comma after "for example" that introduces a clause', () => {
    expect(commas('Our town has many parks, for example we have one by the river.')).toEqual(['example → example,']);
    expect(commas('Some sports, for example tennis, are expensive.')).toEqual([]);
    expect(commas('We could go by train and for example we could stop in Lyon.')).toEqual([]);
  });

  it('leaves commas around "of course" or "in fact" after a conjunction to the writer', () => {
    expect(commas('She plays the piano and of course the violin.')).toEqual([]);
    expect(commas('She plays the piano and, of course, the violin.')).toEqual([]);
  });

  it('asks for a comma before "where" after the name of a place', () => {
    expect(commas('Last summer we flew to Lisbon where my aunt lives.')).toEqual(['Lisbon → Lisbon,']);
    expect(commas('We stayed in a Hotel where the rooms were small.')).toEqual([]);
    expect(commas('It is one of the few parks in Madrid where you can swim.')).toEqual([]);
  });

  it('asks for a semicolon and a comma around a linking adverb that joins two clauses', () => {
    expect(commas('It was late, however we stayed for dinner.')).toEqual([', however → ; however,']);
    expect(commas('I was tired therefore I went home early.')).toEqual(['therefore → therefore,']);
    expect(commas('It was late; however, we stayed for dinner.')).toEqual([]);
    expect(commas('It is therefore important to book early.')).toEqual([]);
    expect(commas('We missed the bus and therefore we walked.')).toEqual([]);
  });

  it('leaves commas around a linking phrase put in after a conjunction to the writer', () => {
    expect(commas('I like rock and of course my favourite band is Queen.')).toEqual([]);
    expect(commas('The bus was late but in my opinion the driver did well.')).toEqual([]);
    expect(commas('I like rock and, of course, my favourite band is Queen.')).toEqual([]);
  });

  it('asks for commas on both sides of "in my opinion" or "on the other hand" inside a sentence', () => {
    expect(commas('This plan in my opinion is the best one.')).toEqual(['plan in my opinion → plan, in my opinion,']);
    expect(commas('The price, in my opinion is too high.')).toEqual(['price, in my opinion → price, in my opinion,']);
    // After a conjunction, commas round the aside are the writer's choice.
    expect(commas('But on the other hand the trains are slow.')).toEqual([]);
    expect(commas('It is, in my opinion, the best.')).toEqual([]);
    expect(commas('but in my opinion, it is fine.')).toEqual([]);
    expect(commas('It is the best film in my opinion.')).toEqual([]);
    expect(commas('A change in my view of the world came late.')).toEqual([]);
  });
});

describe('hyphens in compound adjectives', () => {
  it('joins a compound that describes the noun after it', () => {
    expect(commas('She is a well known writer.')).toEqual(['well known → well-known']);
    expect(commas('We had a two week holiday in Wales.')).toEqual(['two week → two-week']);
    expect(commas('Cooking is a time consuming task.')).toEqual(['time consuming → time-consuming']);
    expect(commas('I have a part time job.')).toEqual(['part time → part-time']);
  });

  it('leaves the words alone after the noun or a verb, and for ages and spans of time', () => {
    expect(commas('The writer is well known in Spain.')).toEqual([]);
    expect(commas('I work full time and study at night.')).toEqual([]);
    expect(commas('We had one day left.')).toEqual([]);
    expect(commas('She built a career for her self teaching piano.')).toEqual([]);
  });
});

describe('commas after fixed opening phrases and before a request', () => {
  it('asks for the comma after an opening aside such as "As you know" or "If possible"', () => {
    expect(commas('As you know I moved to a new flat last spring.')).toEqual(['As you know → As you know,']);
    expect(commas('If possible we would like to visit the old harbour.')).toEqual(['If possible → If possible,']);
    expect(commas('As I said before, the trains are often late.')).toEqual([]);
  });

  it('asks for the comma between an opening condition and a request', () => {
    expect(commas('If you need more details please write to our office.')).toEqual(['details → details,']);
    expect(commas("When you arrive at the station don't forget to call us.")).toEqual(['station → station,']);
    expect(commas('If you need more details, please write to our office.')).toEqual([]);
  });
});

describe('a linking adverb set off by commas between two clauses', () => {
  it('asks for a semicolon before it when a clause with a verb comes before', () => {
    expect(commas('The tickets were cheap, however, we could not go.')).toEqual([', however, → ; however,']);
  });

  it('leaves it alone where it interrupts one clause', () => {
    expect(commas('Having read the book, however, she changed her mind.')).toEqual([]);
    expect(commas('The bus was late and, therefore, we missed the film.')).toEqual([]);
  });
});

describe('a sentence adverb or a plural subject after a linking adverb between two clauses', () => {
  it('asks for a semicolon before "unfortunately" or "in other words" that starts a new clause', () => {
    expect(commas('We booked a table for eight, unfortunately we arrived late.')).toEqual([
      ', unfortunately → ; unfortunately,',
    ]);
    expect(commas('The trains are always full, in other words, you must book early.')).toEqual([
      ', in other words, → ; in other words,',
    ]);
  });

  it('finds the new clause when it starts with a plural noun or "others"', () => {
    expect(commas('The roads are narrow, therefore, accidents happen often.')).toEqual([', therefore, → ; therefore,']);
    expect(commas('Most guests were happy, however, others left early.')).toEqual([', however, → ; however,']);
  });

  it('leaves an opening phrase before the comma alone', () => {
    expect(commas('About the trip you planned, unfortunately I cannot come.')).toEqual([]);
    expect(commas('It was, however, cars that the town wanted.')).toEqual([]);
  });
});

describe('a comma after an opening "Especially"', () => {
  it('offers "In particular," in its place', () => {
    expect(commas('Especially, the old town is worth a visit.')).toEqual(['Especially, → In particular,']);
    expect(commas('Especially in winter the old town is quiet.')).toEqual([]);
  });
});

describe('no comma asked for inside a participle phrase or after one in mid-sentence', () => {
  it('asks for none where the opening -ing phrase is the subject and a clause describes its noun', () => {
    expect(commas('Being with people you love makes you happy.')).toEqual([]);
    expect(commas('Knowing the things they like helps a lot.')).toEqual([]);
    expect(commas('Spending time with friends you trust was good for me.')).toEqual([]);
  });

  it('asks for none after a participle phrase that follows a noun in mid-sentence', () => {
    expect(commas('In the story the boy holding the rope he was scared.')).toEqual([]);
    expect(commas('Throughout the book the author showing us the farm she makes it clear.')).toEqual([]);
  });

  it('still asks for the comma after an opening participle phrase or a clause with an -ing verb', () => {
    expect(commas('Walking to school we saw a fox.')).toEqual(['school → school,']);
    expect(commas('Growing up in a small town I learned to swim.')).toEqual(['town → town,']);
    expect(commas('When I was walking home I saw a fox.')).toEqual(['home → home,']);
  });
});

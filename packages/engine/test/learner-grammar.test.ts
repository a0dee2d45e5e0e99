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

describe('learner grammar checks', () => {
  it('asks for a comma after an opening linking phrase or clause', () => {
    // A short opening phrase of time or place takes an optional comma: no correction.
    expect(fixes('Nowadays most families own two cars.')).toEqual([]);
    expect(fixes('On the other hand the rent is much lower.')).toEqual(['On the other hand → On the other hand,']);
    expect(fixes('When my sister finished her exams she moved to Leeds.')).toEqual(['exams → exams,']);
    expect(fixes('In my home town we have a beautiful old bridge.')).toEqual([]);
    expect(fixes('In the centre of my home town we have a beautiful old bridge.')).toEqual(['town → town,']);
    expect(fixes('If the weather is fine we will walk to the lake.')).toEqual(['fine → fine,']);
    // "tomorrow" may close the condition or open the main clause: the comma's place is the writer's.
    expect(fixes('If the weather is fine tomorrow we will walk to the lake.')).toEqual([]);
  });

  it('asks for a comma before "but" or "so" that starts a clause with its own subject', () => {
    expect(fixes('The hotel was cheap but the beds were hard.')).toEqual(['cheap → cheap,']);
    expect(fixes('It started to rain so we took a taxi home.')).toEqual(['rain → rain,']);
    expect(fixes('It was cold, but we swam anyway.')).toEqual([]);
    // "Not only … but …" is one pair, with no comma between its halves.
    expect(fixes('Not only is the flat cheap but it is also close to the sea.')).toEqual([]);
    expect(fixes('She ate nothing but bread and cheese.')).toEqual([]);
    expect(fixes('We have so many old photos at home.')).toEqual([]);
  });

  it('leaves "like" after a word for anyone, the subjunctive and compound nouns alone', () => {
    expect(fixes('I know someone like him.')).toEqual([]);
    expect(fixes('We suggest that he go to the doctor.')).toEqual([]);
    expect(fixes('The doctor recommended she take a week off.')).toEqual([]);
    expect(fixes('The product support team is small.')).toEqual([]);
    expect(fixes('He like football.')).toEqual(['He like → He likes']);
  });

  it('leaves "it" and the words for anyone alone where they are the object of the verb before them', () => {
    expect(fixes('We had to bring it back to the shop.')).toEqual([]);
    expect(fixes('She left it open all night.')).toEqual([]);
    expect(fixes('I gave everything back to my sister.')).toEqual([]);
    expect(fixes('It rain every day in April.')).toEqual(['It rain → It rains']);
  });

  it('leaves a word before a comma and a pronoun inside a hyphenated word alone', () => {
    expect(fixes('Our design project, "Small Homes", looks at tiny houses.')).toEqual([]);
    expect(fixes('Each of them writes a post-it note with a question on it.')).toEqual([]);
    expect(fixes('The amusement park and the zoo are close.')).toEqual([]);
    expect(fixes('The town board of Ely meets on Mondays.')).toEqual([]);
  });

  it('asks for a capital at the start of a text', () => {
    expect(fixes('my brother works in a bakery.')).toEqual(['my → My']);
    expect(fixes('iPhones are expensive, and www.example.com is a web address.')).toEqual([]);
  });

  it('leaves opening phrases and clauses that need no comma alone', () => {
    expect(fixes('However hard she tried, the door stayed shut.')).toEqual([]);
    expect(fixes('When did you last see your cousin in Glasgow?')).toEqual([]);
    expect(fixes('If you think that we should leave, tell me.')).toEqual([]);
    expect(fixes('So we stayed at home and watched a film.')).toEqual([]);
    // The comma after a short opening phrase is the writer's choice.
    expect(fixes('Without a phone she would feel lost most days.')).toEqual([]);
    expect(fixes('In 2019 we moved to a flat near the river.')).toEqual([]);
  });

  it('catches agreement between a noun subject and its verb', () => {
    expect(fixes('My grandmother have a small garden behind the house.')).toEqual([
      'grandmother have → grandmother has',
    ]);
    expect(fixes('The bicycles is parked outside the station.')).toEqual(['bicycles is → bicycles are']);
    expect(fixes('Every morning she walk to the bakery.')).toEqual(['she walk → she walks']);
    expect(fixes('We visited this museums in May.')).toEqual(['this museums → these museums']);
  });

  it('catches a base-form verb after a singular subject, and a verb in -s after a plural one', () => {
    expect(fixes('The village look lovely in spring.')).toEqual(['village look → village looks']);
    expect(fixes('Everybody want a garden.')).toEqual(['Everybody want → Everybody wants']);
    expect(fixes('On Sundays they visits their grandparents.')).toEqual(['they visits → they visit']);
    expect(fixes('The car park fills up early, and the bus stop seems far.')).toEqual([]);
    expect(fixes('Let it rain; my friends always bring umbrellas.')).toEqual([]);
  });

  it('catches "the" before an abstract noun in its general sense, and "interesting" for how someone feels', () => {
    expect(fixes('The technology is changing how we shop.')).toEqual(['The technology → Technology']);
    expect(fixes('Today the people use their phones for everything.')).toEqual(['the people → people']);
    expect(fixes('We stayed in Oslo and the people there were kind to the people who asked.')).toEqual([]);
    expect(fixes('We are worrying about the rent, and we studied the nature of sound.')).toEqual([]);
  });

  it('catches a double negative and "a" before a plural noun of people', () => {
    expect(fixes("We couldn't find nowhere to park.")).toEqual(["couldn't find nowhere → couldn't find anywhere"]);
    expect(fixes('There were a lot people at the market.')).toEqual(['a lot people → a lot of people']);
    expect(fixes('A few people stayed, and we found nothing.')).toEqual([]);
  });

  it('catches "suggest you to", "now days" and a question ending in a full stop', () => {
    expect(fixes('I recommend you to book early.')).toEqual(['recommend you to book → recommend that you book']);
    expect(fixes('Now days few letters arrive.')).toEqual(['Now days → Nowadays']);
    expect(fixes('Where did you buy that hat.')).toEqual(['. → ?']);
    expect(fixes('Where we stayed was quiet.')).toEqual([]);
  });

  it('leaves agreement that is right alone', () => {
    expect(fixes('One of my neighbours has a boat.')).toEqual([]);
    expect(fixes('Me and my uncle have two horses.')).toEqual([]);
    expect(fixes('Yesterday he read the whole novel, and my family are proud of him.')).toEqual([]);
    expect(fixes('Physics is my favourite subject, and the news was good.')).toEqual([]);
    expect(fixes('We planted trees to reduce those harmful effects is what the mayor said.')).toEqual([]);
  });

  it('catches the wrong verb form after a modal, "did", be, or verbs taking "to" or -ing', () => {
    expect(fixes('You should takes the early train.')).toEqual(['should takes → should take']);
    expect(fixes('We didn’t visited the castle.')).toEqual(['didn’t visited → didn’t visit']);
    expect(fixes('They decided to moving to the coast.')).toEqual(['to moving → to move']);
    expect(fixes('Last year I was went to Portugal with my aunt.')).toEqual(['was went → went']);
    expect(fixes('We look forward to hear from the council.')).toEqual([
      'look forward to hear → look forward to hearing',
    ]);
    expect(fixes('My coach suggested to run every morning.')).toEqual(['suggested to run → suggested running']);
  });

  it('catches the number of a noun after a word that counts it', () => {
    expect(fixes('I have three cousin in Canada.')).toEqual(['three cousin → three cousins']);
    expect(fixes('She bought a new shoes yesterday.')).toEqual(['a new shoes → a new shoe']);
    expect(fixes('There are two bus stops and a sports club near us.')).toEqual([]);
  });

  it('catches determiners and prepositions learners often get wrong', () => {
    expect(fixes('There were lot of tourists in the square.')).toEqual(['lot of → a lot of']);
    expect(fixes('My brother plays guitar in a band.')).toEqual(['plays guitar → plays the guitar']);
    expect(fixes('I have lived here since five years.')).toEqual(['since five years → for five years']);
    expect(fixes('She is interested about history and proud for her town.')).toEqual([
      'interested about → interested in',
      'proud for → proud of',
    ]);
    expect(fixes('We usually listen music on the bus.')).toEqual(['listen music → listen to music']);
    expect(fixes('In the other hand the museum is free.')).toEqual(['In the other hand → On the other hand']);
    expect(fixes('We go to work in the bus and watch the news in TV.')).toEqual([
      'in the bus → on the bus',
      'in TV → on TV',
    ]);
    expect(fixes('My cousin came to visit us with friend.')).toEqual(['with friend → with a friend']);
    expect(fixes('We met in the bus station and I wanted to park near it.')).toEqual([]);
  });

  it('reads "people" and "you" after a preposition as its object, and "to" at the end of a relative clause as a preposition', () => {
    expect(fixes('The number of cyclists in our town is rising each spring.')).toEqual([]);
    expect(fixes('Dealing with other people is hard for me.')).toEqual([]);
    expect(fixes('The parcel that I sent to you is still in the post.')).toEqual([]);
    expect(fixes('The man I spoke to went home early.')).toEqual([]);
    expect(fixes('People is very kind here.')).toEqual(['People is → People are']);
    expect(fixes('I wanted to went home.')).toEqual(['to went → to go']);
  });

  it('leaves "considered to be" and "in his mind to go" alone', () => {
    expect(fixes('The film is considered to be a classic.')).toEqual([]);
    expect(fixes('He had it in his mind to go abroad.')).toEqual([]);
    expect(fixes('We considered to move abroad.')).toEqual(['considered to move → considered moving']);
  });

  it('asks for "tell someone" with no "to", but leaves the passive alone', () => {
    expect(fixes('The whole story was told to me by my teacher.')).toEqual([]);
    expect(fixes('The same question had been asked to them twice.')).toEqual([]);
  });

  it('catches comparatives, "there have" and stray determiners', () => {
    expect(fixes('The train is more cheap than the plane.')).toEqual(['more cheap → cheaper']);
    expect(fixes('There have many old trees in my street.')).toEqual(['There have many → There are many']);
    expect(fixes('It is depend on the weather.')).toEqual(['It is depend on → It depends on']);
    expect(fixes('The most of my classmates live nearby.')).toEqual(['The most of → Most of']);
    expect(fixes('Small cars do more good than harm, so make the most of them.')).toEqual([]);
  });

  it('asks for "a" before one countable thing that is described', () => {
    expect(fixes('We live in small village near the coast.')).toEqual(['in small village → in a small village']);
    expect(fixes('My uncle has old car.')).toEqual(['has old car → has an old car']);
    expect(fixes('She was at home in good health, and we went to primary school together.')).toEqual([]);
  });

  it('leaves right uses of the same words alone', () => {
    expect(fixes('There is a parking lot of about fifty spaces.')).toEqual([]);
    expect(fixes('I have lived here since 2019 and she has been interested in art for years.')).toEqual([]);
    expect(fixes('We went there on September, 12 and played the piano all evening.')).toEqual([]);
  });
});

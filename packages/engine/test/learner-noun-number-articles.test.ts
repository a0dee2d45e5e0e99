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

describe('the number of a countable noun', () => {
  it('asks for the plural after a number, "many" or "these"', () => {
    expect(fixes('We stayed there for three night.')).toEqual(['three night → three nights']);
    expect(fixes('Many old building are empty now.')).toEqual(['Many old building → Many old buildings']);
    expect(fixes('I planted these tree.')).toEqual(['these tree → these trees']);
  });

  it('leaves counts that are not counts alone', () => {
    expect(fixes('These result in higher prices.')).toEqual([]);
    expect(fixes('She was born in two thousand and eleven.')).toEqual([]);
    expect(fixes('We walked for three nights and many days.')).toEqual([]);
  });

  it('reads an irregular plural after a number as the plural it is, and gives it to a singular', () => {
    for (const sentence of [
      'I have two children.',
      'Three men came to the door.',
      'Five people were waiting outside.',
      'The wall is four feet high.',
      'We caught ten mice in the barn.',
      'She has two young children and three geese.',
    ])
      expect(fixes(sentence)).toEqual([]);
    expect(fixes('I have three child.')).toEqual(['three child → three children']);
    expect(fixes('There are five person in the room.')).toEqual(['five person → five people']);
  });

  it('asks for the singular after "every", "each", "another" and "a"', () => {
    expect(fixes('Each teachers gave us a test.')).toEqual(['Each teachers → Each teacher']);
    expect(fixes('She wants to visit another countries.')).toEqual(['another countries → another country']);
    expect(fixes('He lives in a small villages.')).toEqual(['a small villages → a small village']);
  });

  it('drops the article, not the plural, after a plural verb', () => {
    expect(fixes('Our neighbours are a friendly families.')).toEqual(['a friendly families → friendly families']);
    expect(fixes('He lives in a small villages.')).toEqual(['a small villages → a small village']);
    expect(fixes('They are a friendly family.')).toEqual([]);
  });

  it('keeps a plural that describes the noun after it', () => {
    expect(fixes('He bought a sports car and a students guide.')).toEqual([]);
    expect(fixes('Another two weeks passed.')).toEqual([]);
  });

  it('asks for the plural after "a lot of" and "other" for more everyday nouns', () => {
    expect(fixes('There are a lot of nice beach here.')).toEqual(['a lot of nice beach → a lot of nice beaches']);
    expect(fixes('People came from other island.')).toEqual(['other island → other islands']);
    expect(fixes('There is plenty of choice and plenty of room.')).toEqual([]);
    expect(fixes('We had a lot of experience in other work.')).toEqual([]);
  });

  it('asks for "studies" where "study" means a course of learning', () => {
    expect(fixes('I will travel after my study.')).toEqual(['my study → my studies']);
    expect(fixes('My study shows a clear trend, and my study room is small.')).toEqual([]);
  });
});

describe('articles with countable and uncountable nouns', () => {
  it('asks for "a" before an adjective and one countable thing', () => {
    expect(fixes('Madrid is very lively city.')).toEqual(['is very lively city → is a very lively city']);
    expect(fixes('My brother has old car.')).toEqual(['has old car → has an old car']);
    expect(fixes('She is warm and honest person.')).toEqual([
      'is warm and honest person → is a warm and honest person',
    ]);
    expect(fixes('They live in quiet village near the coast.')).toEqual(['in quiet village → in a quiet village']);
    expect(fixes('We waited for long time.')).toEqual(['for long time → for a long time']);
    expect(fixes('They want to lead healthy life.')).toEqual(['lead healthy life → lead a healthy life']);
    expect(fixes('She helped a lost young girl.')).toEqual([]);
  });

  it('leaves plural, uncountable and name uses alone', () => {
    expect(fixes('Madrid is a very lively city.')).toEqual([]);
    expect(fixes('They have free time and good food.')).toEqual([]);
    expect(fixes('We met at secondary school.')).toEqual([]);
    expect(fixes('Their favourite band is Green Day.')).toEqual([]);
    expect(fixes('He is one of the best players of all time.')).toEqual([]);
  });

  it('asks for "a" before "large number of" and "the" before a leading ordinal', () => {
    expect(fixes('They sold large number of tickets.')).toEqual(['large number of → a large number of']);
    expect(fixes('Second reason is the price.')).toEqual(['Second reason is → The second reason is']);
    expect(fixes('The large number of tickets surprised us.')).toEqual([]);
    expect(fixes('Second, the price is low.')).toEqual([]);
  });

  it('asks for "a" after "such" and before more everyday countable things', () => {
    expect(fixes('I was never in such situation.')).toEqual(['such situation → such a situation']);
    expect(fixes('Tennis is popular sport here.')).toEqual(['is popular sport → is a popular sport']);
    expect(fixes('Such places are rare.')).toEqual([]);
    expect(fixes('There is still room for a bus.')).toEqual([]);
    expect(fixes('He plays some kind of ancient instrument.')).toEqual([]);
  });

  it('asks for "a" before a job or a role and before one thing after "is"', () => {
    expect(fixes('Next summer she wants to work as waitress.')).toEqual(['work as waitress → work as a waitress']);
    expect(fixes('She is nurse in a small town.')).toEqual(['She is nurse → She is a nurse']);
    expect(fixes('He became member of the club.')).toEqual(['became member → became a member']);
    expect(fixes('Lisbon is city that never sleeps.')).toEqual(['is city → is a city']);
    expect(fixes('It was object of great value.')).toEqual(['was object → was an object']);
    expect(fixes('Capri is island that everyone loves.')).toEqual(['is island → is an island']);
    expect(fixes('She works as a waitress and he is part of the team.')).toEqual([]);
    expect(fixes('I am vegetarian, and what city is that?')).toEqual([]);
  });

  it('asks for the possessive where a plural owner comes before its thing', () => {
    expect(fixes('We should respect people privacy.')).toEqual(["people privacy → people's privacy"]);
    expect(fixes('We asked about the patients needs.')).toEqual(["patients needs → patients' needs"]);
    expect(fixes('She works at the women health centre.')).toEqual([]);
    expect(fixes('We asked about the patients’ needs.')).toEqual([]);
    expect(fixes('We must protect children rights in every country.')).toEqual(["children rights → children's rights"]);
  });

  it('leaves a plural subject and its verb alone where the verb looks like a thing owned', () => {
    expect(fixes('People trust doctors more than politicians.')).toEqual([]);
    expect(fixes('Many students needs more time.')).not.toContain("students needs → students' needs");
    expect(fixes('In big cities most women lives near their work.')).not.toContain("women lives → women's lives");
  });

  it('takes "a" away from an uncountable noun and "the" from public transport in general', () => {
    expect(fixes('She gave me a useful advice.')).toEqual(['a useful advice → useful advice']);
    expect(fixes('I heard a music and a voice.')).toEqual(['a music → music']);
    expect(fixes('Most students use the public transport every day.')).toEqual([
      'the public transport → public transport',
    ]);
    expect(fixes('She teaches at a music and dance school.')).toEqual([]);
    expect(fixes('The public transport system in our town is old.')).toEqual([]);
    expect(fixes('The public transport here is good.')).toEqual([]);
  });
});

describe('Greek and Latin plurals', () => {
  it('asks for the singular of "phenomena" and "criteria" after "a" and before "is"', () => {
    expect(fixes('These phenomenon are rare.')).toEqual(['These phenomenon → These phenomena']);
  });

  it('leaves the right forms alone', () => {
    expect(fixes('These phenomena are rare.')).toEqual([]);
    expect(fixes('The criteria are simple.')).toEqual([]);
    expect(fixes('Such a phenomenon is rare.')).toEqual([]);
  });

  it('keeps the -s of "species" and reads "media" as a plural', () => {
    expect(fixes('Radio is a cheap media for news.')).toEqual(['a cheap media → a cheap medium']);
    expect(fixes('I read about it on a social media.')).toEqual(['a social media → social media']);
    expect(fixes('She runs a social media company.')).toEqual([]);
    expect(fixes('Radio is a cheap medium.')).toEqual([]);
  });
});

describe('people in general', () => {
  it('asks for the plural of a bare noun for people after a preposition or "encourage"', () => {
    expect(fixes('Smoke is harmful to human and animals.')).toEqual(['to human → to humans']);
    expect(fixes('The offer encourages customer to stay.')).toEqual(['encourages customer → encourages customers']);
  });

  it('leaves paired nouns and "from … to …" alone', () => {
    expect(fixes('She grew from child to adult.')).toEqual([]);
    expect(fixes('The link between teacher and student matters.')).toEqual([]);
    expect(fixes('We keep the name and address of customer, phone number and email.')).toEqual([]);
    expect(fixes('The Supplier shall deliver the goods to Customer.')).toEqual([]);
    expect(fixes('The offer encourages customers to stay.')).toEqual([]);
  });
});

describe('"one of" and "future"', () => {
  it('asks for the plural after "one of the" and its adjectives', () => {
    expect(fixes('She is one of the kindest teacher I know.')).toEqual([
      'one of the kindest teacher → one of the kindest teachers',
    ]);
    expect(fixes('It was one of the hardest decision of my life.')).toEqual([
      'one of the hardest decision → one of the hardest decisions',
    ]);
  });

  it('leaves groups, ranks and adjectives after "one of the" alone', () => {
    expect(fixes('He is one of the family now.')).toEqual([]);
    expect(fixes('It is one of the best and cheapest shops.')).toEqual([]);
  });

  it('gives "future" with an adjective its article', () => {
    expect(fixes('Cycling can lead to healthier future.')).toEqual(['to healthier future → to a healthier future']);
    expect(fixes('Prices will fall in near future.')).toEqual(['in near future → in the near future']);
    expect(fixes('We plan for future generations.')).toEqual([]);
    expect(fixes('We hope for a better future.')).toEqual([]);
  });
});

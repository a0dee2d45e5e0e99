import { describe, expect, it } from 'vitest';
import { checkStyle } from '../src/grammar/check-language';
import { GRAMMAR_CHECKS } from '../src/grammar/registry';
import { splitSentences } from '../src/text/sentences';

/**
 * Rules of the grammar books that no other test showed, each on sentences written for this test:
 * a sentence with the error, flagged with its fix, and the right form (or a near miss the pattern
 * reaches) left alone.
 */
function fixes(text: string): string[] {
  return checkStyle(splitSentences([{ pageNumber: 1, text }]), () => text, GRAMMAR_CHECKS)
    .filter((issue) => issue.kind !== 'style')
    .map((issue) => `${issue.ruleId}: ${issue.error} → ${issue.correction}`);
}

/** [rule id, sentence with the error, error → correction, sentence the rule leaves alone] */
type ReferenceCase = readonly [string, string, string, string];

function checkEach(cases: readonly ReferenceCase[]): void {
  it.each(cases)('%s on “%s”', (id, wrong, fix, right) => {
    expect(fixes(wrong)).toEqual([`${id}: ${fix}`]);
    expect(fixes(right)).toEqual([]);
  });
}

describe('agreement, number and determiners', () => {
  checkEach([
    [
      'agreement.i-takes-am-have-do',
      'I has a brother and a sister.',
      'I has → I have',
      'I have a brother and a sister.',
    ],
    [
      'agreement.with-plural-noun-after-write',
      'There is many shops in the old town.',
      'There is many → There are many',
      'There are many shops in the old town.',
    ],
    [
      'noun-number.after-this-word-noun-plural',
      'We thanked both neighbour for the help.',
      'both neighbour → both neighbours',
      'We thanked both neighbours for the help.',
    ],
    [
      'noun-number.every-each-go-with-singular',
      'I talked to every students in the class.',
      'every students → every student',
      'I talked to every student in the class.',
    ],
    [
      'noun-number.each-picks-from-several-noun',
      'Each of my friend has a bike.',
      'Each of my friend → Each of my friends',
      'Each of my friends has a bike.',
    ],
    [
      'noun-number.this-noun-has-no-plural',
      'She gave me some useful advices.',
      'advices → advice',
      'She gave me some useful advice.',
    ],
    [
      'determiner.this-noun-cannot-be-counted',
      'My teacher gave me an advice about the test.',
      'an advice → advice',
      'My teacher gave me a piece of advice about the test.',
    ],
    [
      'determiner.superlative-takes-one-best',
      'This is one of best films I have seen.',
      'one of best → one of the best',
      'This is one of the best films I have seen.',
    ],
    ['determiner.same-takes-at-same-time', 'We arrived at same time.', 'at same → at the same', 'He looked the same.'],
    [
      'determiner.nowadays-stands-alone-no-in',
      'In nowadays, people work from home.',
      'In nowadays → Nowadays',
      'Nowadays, people work from home.',
    ],
    [
      'determiner.possessive-already-says-whose-my',
      'I visited the my grandmother yesterday.',
      'the my → my',
      'I visited my grandmother yesterday.',
    ],
  ]);
});

describe('verb forms', () => {
  checkEach([
    [
      'verb-form.after-can-could-should-must',
      'You must to wear a helmet on the site.',
      'must to wear → must wear',
      'You have to wear a helmet on the site.',
    ],
    [
      'verb-form.after-modal-verb-in-its',
      'She can swimming very well.',
      'can swimming → can swim',
      'You can bring a friend.',
    ],
    [
      'verb-form.agree-verb-i-agree-not',
      'I am agree with you about the plan.',
      'am agree → agree',
      'I agree with you about the plan.',
    ],
    [
      'verb-form.after-let-make-verb-follows',
      'My parents let me to stay up late.',
      'let me to stay → let me stay',
      'My parents allowed me to stay up late.',
    ],
    [
      'verb-form.after-make-let-person-verb',
      'It makes me feeling sad.',
      'makes me feeling → makes me feel',
      'She made me something nice.',
    ],
    [
      'verb-form.able-follows-be-will-be',
      'We will able to finish on time.',
      'will able to → will be able to',
      'We will be able to finish on time.',
    ],
    [
      'verb-form.we-say-i-was-born',
      'I born in a small village.',
      'I born → I was born',
      'I was born in a small village.',
    ],
    [
      'verb-form.after-verb-in-past-will',
      'She said she will come to the party.',
      'said she will → said she would',
      'She said she would come to the party.',
    ],
  ]);
});

describe('prepositions', () => {
  checkEach([
    [
      'preposition.this-word-takes-another-preposition',
      'The price depends of the weather.',
      'depends of → depends on',
      'The price depends on the weather.',
    ],
    [
      'preposition.we-explain-something-someone',
      'Can you explain me the rules?',
      'explain me → explain to me',
      'Can you explain the rules to me?',
    ],
    [
      'preposition.days-take-on-on-monday',
      'The museum is closed in Mondays.',
      'in Mondays → on Mondays',
      'The museum is closed on Mondays.',
    ],
    [
      'preposition.months-seasons-take-in-in',
      'We go skiing at winter.',
      'at winter → in winter',
      'We met on June 5 at the station.',
    ],
    [
      'preposition.we-say-on-internet',
      'I found the recipe in the internet.',
      'in the internet → on the internet',
      'I found the recipe on the internet.',
    ],
    [
      'preposition.we-say-from-my-point',
      'In my point of view, the plan is weak.',
      'In my point of view → From my point of view',
      'From my point of view, the plan is weak.',
    ],
    [
      'preposition.we-say-in-my-opinion',
      'On my opinion, the plan is weak.',
      'On my opinion → In my opinion',
      'She always comments on my opinion.',
    ],
    ['preposition.verb-lack-takes-no-we', 'We lack of time before the exam.', 'We lack of → We lack', 'We lack time.'],
    [
      'preposition.this-word-takes-another-preposition',
      'The town is famous of its cheese.',
      'famous of → famous for',
      'The town is famous for its cheese.',
    ],
    [
      'preposition.this-word-takes-another-preposition',
      'My bag is similar with yours.',
      'similar with → similar to',
      'My bag is similar to yours.',
    ],
    [
      'preposition.this-word-takes-another-preposition',
      'Parents are responsible of their children.',
      'responsible of → responsible for',
      'Parents are responsible for their children.',
    ],
    [
      'preposition.abroad-there-here-need-no',
      'Next year I want to go to abroad.',
      'go to abroad → go abroad',
      'Next year I want to go abroad.',
    ],
    [
      'preposition.we-attend-class-meeting-with',
      'She attends to classes every evening.',
      'attends to classes → attends classes',
      'She attends to her garden every evening.',
    ],
    [
      'preposition.count-back-from-now-with',
      'I moved to London before three years.',
      'before three years → three years ago',
      'I moved to London three years ago.',
    ],
    [
      'preposition.sleep-we-go-bed-with',
      'I usually go to the bed at eleven.',
      'go to the bed → go to bed',
      'I usually go to bed at eleven.',
    ],
    [
      'preposition.we-say-in-past-in',
      'On the past, people walked more.',
      'On the past → In the past',
      'In the past, people walked more.',
    ],
    [
      'preposition.we-say-on-daily-basis',
      'We meet in a regular basis.',
      'in a regular basis → on a regular basis',
      'We meet on a regular basis.',
    ],
    [
      'preposition.we-focus-on-concentrate-on',
      'You should focus in your studies.',
      'focus in → focus on',
      'You should focus on your studies.',
    ],
    [
      'preposition.we-say-reason-for',
      'The main reason of the delay was the snow.',
      'The main reason of → The main reason for',
      'The main reason for the delay was the snow.',
    ],
    [
      'preposition.holidays-as-season-take-at',
      'We visit our grandparents in Christmas.',
      'in Christmas → at Christmas',
      'We visit our grandparents in Christmas week.',
    ],
  ]);

  it('reads "on my opinion" as a slip only where it opens a clause', () => {
    expect(fixes('The plan, at their opinion, is weak.')).toEqual([
      'preposition.we-say-in-my-opinion: at their opinion → in their opinion',
    ]);
    expect(fixes('We asked him for his opinion.')).toEqual([]);
  });
});

describe('word order, comparisons, sentence structure, capitals and word choice', () => {
  checkEach([
    [
      'word-order.in-indirect-question-subject-comes',
      'I do not know what is it.',
      'know what is it → know what it is',
      'I do not know what it is.',
    ],
    ['word-order.we-say-someone-tell-them', 'He said me the truth.', 'said me → told me', 'He told me the truth.'],
    [
      'comparison.better-already-comparison-more-one',
      'This phone is more better than my old one.',
      'more better → better',
      'This phone is more expensive than my old one.',
    ],
    [
      'comparison.we-say-similar-different-from',
      'My bag is different than yours.',
      'different than → different from',
      'My bag is different from yours.',
    ],
    [
      'structure.although-already-links-two-clauses',
      'Although it was raining, but we went out.',
      'Although it was raining, but → Although it was raining,',
      'Although it was raining, we went out.',
    ],
    [
      'structure.before-clause-write-because-because',
      'We stayed home because of we were tired.',
      'because of we → because we',
      'We stayed home because of the rain.',
    ],
    [
      'capitals.days-months-languages-nationalities-holidays',
      'We learn english at school.',
      'english → English',
      'We learn English at school.',
    ],
    ['word-choice.we-watch-tv', 'I saw TV all evening.', 'saw TV → watched TV', 'I watched TV all evening.'],
  ]);
});

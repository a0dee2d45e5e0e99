import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * The essay feedback says only what is true of the essay: its reasoning read from the clause
 * structure of English, not from a few keywords; its strengths named wherever it has any; its
 * conclusion and thesis found where a reader finds them. The essays are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const story = { ...level, subject: 'Write about a time when you were patient.' } as const;
const arguing = { ...level, subject: 'Should libraries remove books some readers find offensive?' } as const;

describe('the critical-thinking note', () => {
  it('reads reasons given by result clauses, conditionals and consequences, not only by “because”', async () => {
    const text = [
      'Last summer my family drove to the lake for a week.',
      'The car was packed to the roof, so that would make it a long and slow ride.',
      'My little brother kept asking when we would get there.',
      'I played cards with him, and it took my mind off the heat.',
      'If we had stopped for lunch, we would have reached the lake after dark.',
      'When we finally got there, the water was cold and clear.',
      'My patience paid off, since the lake was empty that day.',
      'We swam until the sun went down.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, story);
    expect(criticalThinking.feedback).not.toMatch(/could say more about what the events meant/u);
    expect(criticalThinking.feedback).toMatch(/reflects on what happened/u);
  });

  it('never gives a count of reasoning sentences that a keyword reading cannot vouch for', async () => {
    const text =
      'Libraries should keep every book. Readers choose what they borrow. A parent can guide a child at home. Nobody has to open a book they dislike. The shelves belong to the whole town. The town pays for them because it wants readers. Our library is old. It has a red door. The staff are kind. Many children go there after school. The books are on tall shelves. Some of them are very old.';
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/only \d+ of \d+ sentences/u);
  });

  it('reads the writer’s feeling told with its reason as reflection on what the events meant', async () => {
    const text = [
      'Last spring I had to wait at the clinic for my new glasses.',
      'The waiting room was crowded and the clock moved slowly.',
      'I did not mind, because I could finally read the board at school.',
      'A nurse called my name after an hour.',
      'The doctor put the glasses on my nose and smiled.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, story);
    expect(criticalThinking.feedback).toMatch(/reflects on what happened/u);
    expect(argumentClarity.strongPoints.join(' ')).toMatch(/Reflects on what the events meant[^.]*“I did not mind/u);
  });

  it('does not take a bare “it was worth it” for reflection on what the events meant', async () => {
    const text = [
      'We waited in line at the fair for two hours.',
      'The sun was hot and the line barely moved.',
      'My friend bought us two cold drinks from a cart.',
      'At last we got on the big wheel and rode it to the top.',
      'It was worth it.',
      'Then we walked back to the car and drove home.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, story);
    expect(criticalThinking.feedback).not.toMatch(/reflects on what happened/u);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Reflects on what the events meant/u);
  });

  it('does not praise an essay with one reason for weighing other views or qualifying claims', async () => {
    const text = [
      'Libraries should not remove any books from their shelves.',
      'I think this because readers can choose for themselves.',
      'Although I am only one student, I know what I like to read.',
      'You could find a book you love on any shelf.',
      'That is my opinion about the library.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/weighs other views/u);
    expect(criticalThinking.feedback).not.toMatch(/qualifies some claims/u);
  });
});

describe('the strong points', () => {
  it('name what a plain story does well, with where it does it, rather than none', async () => {
    const text = [
      'On Saturday my sister and I went to the beach.',
      'First we built a tall sandcastle near the water.',
      'Then a big wave came in and knocked it down.',
      '"Run!" my sister yelled.',
      'We grabbed our buckets and ran up the sand.',
      'After lunch we looked for shells along the rocks.',
      'Finally the sun set and we drove home.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, story);
    const points = argumentClarity.strongPoints.join(' ');
    expect(points).toMatch(/in order[^.]*“First”[^.]*“Then”/u);
    expect(points).toMatch(/dialogue[^.]*“Run!”/u);
  });
});

describe('the strong points of an argument', () => {
  it('quote the sentence that reasons, without a count of reasons that a keyword reading cannot vouch for', async () => {
    const text =
      'Libraries should keep every book because readers choose what they borrow. A parent can guide a child at home, so nobody is forced to read anything. The shelves belong to the whole town.';
    const { argumentClarity } = await analyzeEssay(text, arguing);
    const points = argumentClarity.strongPoints.join(' ');
    // The position is the claim the reasons back: the reason shown is one given for it.
    expect(points).toMatch(/as in “A parent can guide a child at home, so nobody is forced to read anything\.”/u);
    expect(points).not.toMatch(/\(\d+ (?:signals?|sentences?)/u);
  });
});

describe('the strong points of a story told plainly', () => {
  it('name the words that order its events wherever they stand in the sentence', async () => {
    const text = [
      'My mom took me to the dentist on a Monday morning.',
      'We sat in the waiting room for a long time and I read a comic.',
      'I finally got called in and sat in the big chair.',
      'The dentist then cleaned my teeth and checked them.',
      'We left after the check and drove home.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, story);
    expect(argumentClarity.strongPoints.join(' ')).toMatch(/in order, marked by “finally”, “then” and “after”/u);
  });
});

describe('the structure notes', () => {
  const body = [
    'First, every town has more than one library. Some have a room for children where every book suits young readers, and parents can help their children choose what to borrow there.',
    'Second, nobody has to read a book they dislike. If a reader finds a book upsetting, they can put it back on the shelf and pick another one, and someone else may enjoy it.',
    'Third, writers are free to write what they believe. Many readers have learned from books that once upset people, and those books are still read in schools today.',
  ];

  it('take a last paragraph that sums up the reasons for a conclusion, with no “in conclusion”', async () => {
    const text = [
      'Libraries should keep the books that some readers find offensive. There are good reasons for this.',
      ...body,
      'I have given you three reasons. Every town has other libraries, nobody has to read a book, and writers are free to write.',
    ].join('\n\n');
    const { structureAnalysis } = await analyzeEssay(text, arguing);
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/does not read as a conclusion/u);
  });

  it('do not say a paragraph that sets a condition gives no reason', async () => {
    const text = [
      'Libraries should keep the books that some readers find offensive. There are good reasons for this.',
      'Nobody has to read a book that they do not like at all. If a reader finds a book upsetting, why complain about it to the library? Just put it down on the table, since someone else may like it.',
      ...body.slice(2),
      'In conclusion, the books should stay on the shelves.',
    ].join('\n\n');
    const withoutSince = text.replace(', since someone else may like it', ' and pick up another one from the shelf');
    const { argumentClarity } = await analyzeEssay(withoutSince, arguing);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/Paragraph 2 makes claims/u);
  });

  it('do not say a paragraph that reasons with a conditional gives no reason', async () => {
    const text = [
      'Libraries should keep the books that some readers find offensive. There are good reasons for this.',
      'Nobody has to read a book that they do not like at all. If a reader finds a book upsetting, they can put it back on the shelf and pick another one from the same shelf, and a different reader would enjoy it.',
      ...body.slice(2),
      'In conclusion, the books should stay on the shelves.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/Paragraph 2 makes claims/u);
  });
});

describe('the thesis', () => {
  it('is the position statement, not a supporting reason that closes the introduction', async () => {
    const text = [
      'Many towns argue about their libraries. Libraries should keep every book on their shelves. Also, it is good for students because they learn about the world.',
      'Readers can choose what they borrow. A parent can guide a child at home, and a librarian can help anyone who asks for advice about a book.',
      'In conclusion, libraries should keep every book.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe('Libraries should keep every book on their shelves.');
  });

  it('is not the closing caveat of the introduction', async () => {
    const text = [
      'I believe libraries should keep every book on their shelves. Some books may upset a few readers, though.',
      'Readers can choose what they borrow. A parent can guide a child at home, and a librarian can help anyone who asks for advice about a book.',
      'In conclusion, libraries should keep every book.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe('I believe libraries should keep every book on their shelves.');
  });

  it('says a stance is only implicit rather than that the introduction states none', async () => {
    const text = [
      'Do you like the library? There is always another library in town to choose from, and nobody has to read every book.',
      'Readers can choose what they borrow. A parent can guide a child at home, and a librarian can help anyone who asks for advice about a book.',
      'Those are the reasons I gave about the library.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    const gaps = argumentClarity.logicalGaps.join(' ');
    expect(gaps).not.toMatch(/does not state a position/u);
    expect(gaps).toMatch(/implicit/u);
  });
});

import { describe, expect, it } from 'vitest';
import { reportsOthersView } from '../src/local/essay/stance-reading';
import { everydayLinkWords } from '../src/local/essay/transitions';
import { analyzeEssayText as analyzeEssay, analyzeEssayPages } from './result-checks';

/**
 * Each statement of the essay feedback is made only where the text it cites supports it: an example
 * is a whole sentence that shows the quality named, a view or a qualification is faulted as absent
 * only where none can be there, and a figure is one the reader can check. Otherwise the statement is
 * left out. The essays are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const arguing = { ...level, subject: 'Should the town library stay open until midnight?' } as const;
const story = { ...level, subject: 'Write about a time when you were patient.' } as const;
const response = {
  ...level,
  subject: 'After reading "The Harbour Wall": what obstacles did the builders face?',
} as const;

async function readerSees(text: string, parameters: typeof arguing | typeof story | typeof response) {
  const result = await analyzeEssay(text, parameters);
  return {
    result,
    strongPoints: result.argumentClarity.strongPoints.join(' | '),
    thinking: result.criticalThinking.feedback,
    gaps: result.argumentClarity.logicalGaps.join(' | '),
  };
}

describe('the examples the feedback quotes as reasoning', () => {
  it('never shows a reason by a bare linking word', async () => {
    const text = [
      'The library should stay open until midnight.',
      'Many students have no quiet room at home, so they need a calm place to read after dinner.',
      'The reading room is empty after eight.',
      'The lights are bright and the chairs are soft.',
      'Night buses stop right outside the door.',
      'The staff already stay late on Thursdays.',
      'Our town has no other place like it.',
      'The hall is warm in winter.',
    ].join(' ');
    const { thinking } = await readerSees(text, arguing);
    expect(thinking).not.toMatch(/\(“so”\)/u);
    expect(thinking).not.toMatch(/gives reasons in places \(/u);
  });

  it.each([
    'A survey of the town council shows that most pupils study after nine because they work after school.',
    'Because the library is the only calm place in town and the cafés are loud.',
    'If they do not like the noise at home then don’t stay at home.',
    'As a solution to this problem, the mayor put a bench outside the door.',
    'They faced the cold and the cost of the lamps and if they can keep the heating on.',
    'Some parents @MONTH1 think that the library should close early because the streets are dark.',
  ])('does not quote a sentence that shows no reasoning of the writer’s own: %s', async (line) => {
    const text = [
      'The library should stay open until midnight.',
      line,
      'Students read there every night.',
      'The hall is warm and quiet.',
    ].join(' ');
    const { thinking, strongPoints } = await readerSees(text, arguing);
    const shown = line.slice(0, 30);
    expect(thinking).not.toContain(shown);
    expect(strongPoints).not.toContain(shown);
  });
});

describe('what the feedback says of other views', () => {
  it.each([
    'I know you may be thinking that late hours cost too much, but the lights are already on for the cleaners.',
    'Doubters say the streets are unsafe at night, but the bus stops right at the door.',
    'Just because some neighbours dislike the noise does not mean the readers should lose their room.',
  ])('credits a view granted or answered: %s', async (line) => {
    const text = [
      'The library should stay open until midnight.',
      'Students need a quiet room to read after dinner.',
      line,
      'A late library would help the whole town.',
    ].join(' ');
    const { strongPoints, gaps, thinking } = await readerSees(text, arguing);
    expect(strongPoints).toMatch(/Considers an opposing view and answers it, as in “/u);
    expect(gaps).not.toMatch(/No opposing view/u);
    expect(thinking).toMatch(/weighs other views/u);
  });

  it('neither praises nor faults the views of others that it only speaks of', async () => {
    const text = [
      'The library should stay open until midnight.',
      'Some parents worry about their children coming home late from the library at night.',
      'Students need a quiet room to read after dinner.',
      'A late library would help the whole town.',
    ].join(' ');
    const { strongPoints, gaps, thinking } = await readerSees(text, arguing);
    expect(gaps).not.toMatch(/No opposing view/u);
    expect(thinking).not.toMatch(/does not weigh other views/u);
    expect(strongPoints).not.toContain('Considers an opposing view');
  });

  it('does not credit a view named with nothing said of it', async () => {
    const text = [
      'The library should stay open until midnight.',
      'Others disagree.',
      'Students need a quiet room to read after dinner.',
      'A late library would help the whole town.',
    ].join(' ');
    const { strongPoints, thinking } = await readerSees(text, arguing);
    expect(strongPoints).not.toContain('Considers an opposing view');
    expect(thinking).not.toMatch(/weighs other views/u);
  });

  it('still says so where no other view is spoken of at all', async () => {
    const text = [
      'The library should stay open until midnight.',
      'Students need a quiet room to read after dinner.',
      'The reading room is warm and the lamps are bright.',
      'A late library would help the whole town.',
    ].join(' ');
    const { gaps } = await readerSees(text, arguing);
    expect(gaps).toMatch(/No opposing view is considered/u);
  });
});

describe('what the feedback says of qualified claims', () => {
  it('never says that no claim is qualified, and reads “as long as” as a limit', async () => {
    const plain = [
      'The library should stay open until midnight.',
      'Students need a quiet room to read after dinner.',
      'A late library would help the whole town.',
    ];
    expect((await readerSees(plain.join(' '), arguing)).thinking).not.toMatch(/qualifies no claim/u);
    const limited = [...plain, 'It is safe as long as the path to the bus stop is lit.'].join(' ');
    expect((await readerSees(limited, arguing)).thinking).toMatch(/qualifies some claims/u);
  });
});

describe('the story’s strengths', () => {
  const events = [
    'Last winter my brother and I waited for the ferry to Gullholm.',
    'The ferry was late and the wind was cold.',
    'We sat on our bags by the ticket hut.',
    'A gull stole half of my sandwich.',
    'My brother laughed so hard he dropped his hat in the water.',
  ];

  it('shows a picturable detail only with a sentence told in full with details of its own', async () => {
    const summary = ['When I was little we went to Lisbon.', ...events.slice(1)].join(' ');
    const { strongPoints } = await readerSees(summary, story);
    expect(strongPoints).not.toMatch(/details a reader can picture, as in “When I was little/u);
  });

  it('does not quote as a model a sentence with several words anonymised', async () => {
    const text = [...events, 'That day @CAPS2 taught me that @CAPS3 is worth the @CAPS4.'].join(' ');
    const { strongPoints } = await readerSees(text, story);
    expect(strongPoints).not.toMatch(/@CAPS2 taught me/u);
  });

  it('does not take a placeholder for a detail a reader can picture', async () => {
    const anonymised = ['On @DATE1 we finally went to @LOCATION1.', ...events.slice(1, 4)].join(' ');
    const { strongPoints } = await readerSees(anonymised, story);
    expect(strongPoints).not.toMatch(/details a reader can picture, as in “On @DATE1/u);
  });

  it('does not quote a reflection cut short or run into the next sentence', async () => {
    const text = [
      ...events,
      'I learned that waiting is easier with someone to laugh with. and then we went home and ate soup with our aunt and her dog and the neighbours came too.',
    ].join(' ');
    const { strongPoints } = await readerSees(text, story);
    expect(strongPoints).not.toMatch(/Reflects on what the events meant[^|]*…/u);
    expect(strongPoints).not.toMatch(/“I learned that waiting is easier with someone to laugh with\. and/u);
  });
});

describe('the register and the error counts', () => {
  it('counts a contraction whose apostrophe a wrong encoding replaced', async () => {
    const text = [
      'The builders couldnï¿½t fix the wall before the storm.',
      'The sea rose over the stones and the mortar hasnï¿½t set.',
      'The harbour master closed the quay for a week.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, response);
    expect(grammarAndStyle.toneAssessment).not.toBe('Formal and consistent.');
    expect(grammarAndStyle.toneAssessment).toMatch(/2 contractions/u);
  });

  it.each(['I guess the builders wanted to finish before winter.', 'Hey, the builders had no cement left by March.'])(
    'names talk the writer typed: %s',
    async (line) => {
      const text = [line, 'The sea rose over the stones.', 'The harbour master closed the quay for a week.'].join(' ');
      const { grammarAndStyle } = await analyzeEssay(text, response);
      expect(grammarAndStyle.toneAssessment).toMatch(/informal expression/u);
    },
  );

  it('does not call three slips in a short answer frequent', async () => {
    const text = [
      'The builders faced the tide and the storms of winter.',
      'They could only work when the sea was low, becuase the base was under water.',
      'The storms broke the new stones twice, so the wall took four years insted of two.',
      'The town was prowd of it in the end.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, response);
    expect(grammarAndStyle.feedback).not.toMatch(/Errors are frequent/u);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/frequent errors/u);
  });

  it('does not call two slips in a long answer frequent, nor guess at a total no one can check', async () => {
    const text = [
      'The builders of the harbour wall faced three obstacles.',
      'The first was the tide, which covered the lowest stones twice a day.',
      'The workers could only lay mortar for a few hours before the sea came back.',
      'The second was the weather, because winter storms threw waves over the half-built wall.',
      'The third obstacle was money, since the town had promised more than it could pay.',
      'The council borrowed from a bank in the city and paid the debt back over ten years.',
      'In the end the wall was finished, but it took twice as long as the plan said.',
      'The builders learned to work with the tide instead of against it.',
      'They waited for calm weather and used quick-drying mortar near the water.',
      'Today the wall still protects the boats in the harbour every winter.',
      'The story shows that patience and planning matter more than speed when the sea is the enemy.',
      'The town was prowd of the wall and the builders who finaly finished it.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, response);
    expect(grammarAndStyle.feedback).not.toMatch(/Errors are frequent/u);
    expect(grammarAndStyle.feedback).not.toMatch(/more than twice as many/u);
  });
});

describe('the conclusion', () => {
  const body = [
    'The town library closes at six, too early for students who work after school.',
    'Students who work in the shops finish at eight and have no quiet place to read. The reading room is empty and warm in the evening.',
    'The staff already stay late on Thursdays to sort the returns. Opening the doors on those nights would cost the town very little.',
  ];

  it('is not said to be missing where the last paragraph takes a stand', async () => {
    const text = [
      ...body,
      'Keeping the doors open until midnight is the right choice for our town, and the council must act now.',
    ].join('\n\n');
    const { structureAnalysis } = await analyzeEssay(text, arguing);
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/does not read as a conclusion/u);
  });

  it('is still said to be missing where the last paragraph opens one more point', async () => {
    const text = [
      ...body,
      'Another thing is the bus. It stops right outside the library door at every hour of the night.',
    ].join('\n\n');
    const { structureAnalysis } = await analyzeEssay(text, arguing);
    expect(structureAnalysis.specificIssues.join(' ')).toMatch(/does not read as a conclusion/u);
  });
});

describe('the linking words named', () => {
  it('are not plain phrases that name a thing or a means', () => {
    const words = everydayLinkWords(
      'One thing I packed was a torch. These things cost a lot. The only way in was the side door. We took one step back.',
    );
    expect(words).not.toEqual(expect.arrayContaining(['one thing']));
    expect(words.join(' ')).not.toMatch(/these things|the only way|one step/u);
  });

  it('still name a count that moves on to the next point', () => {
    const words = everydayLinkWords('Another thing is the cost. The second way is to share the boat.');
    expect(words).toEqual(expect.arrayContaining(['another thing', 'the second way']));
  });
});

describe('sentences begun with a small letter', () => {
  it('are not counted where a sentence runs on across a page break', async () => {
    const pages = [
      {
        pageNumber: 1,
        text: 'The builders of the harbour wall faced the tide every day. They laid the stones only when the water was',
      },
      { pageNumber: 2, text: 'low enough to reach the base. The work took four years.' },
    ];
    const { grammarAndStyle, summary } = await analyzeEssayPages(pages, response);
    expect([...summary, grammarAndStyle.feedback, grammarAndStyle.toneAssessment].join(' ')).not.toMatch(
      /begun? with a small letter/u,
    );
  });
});

describe('the thesis', () => {
  it.each([
    'Dear Editor, experts have been concerned that people spend too much time on their computers.',
    'Many parents are worried that screens keep children awake at night.',
  ])('is not a worry the writer reports of others: %s', (line) => {
    expect(reportsOthersView(line)).toBe(true);
  });

  it('is still the writer’s own worry', () => {
    expect(reportsOthersView('I am worried that screens keep children awake at night.')).toBe(false);
  });
});

describe('what the feedback says of sources', () => {
  it('does not ask for the source of a quotation whose speaker the sentence names', async () => {
    const text = [
      'Computers help students learn at home.',
      'The child psychologist Dr. Ana Ruiz states, "Children who read on screens for an hour a day learn new words faster than those who do not."',
      'That is why every home should have a computer for homework.',
      'Parents can also see the work their children do.',
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, {
      ...level,
      subject: 'Letter to the editor: the effects computers have on people.',
    });
    expect(citationCheck.consistencyIssues.join(' ')).not.toMatch(/without saying which/u);
    expect(citationCheck.plagiarismRisk).toBe('low');
  });

  it('still warns of a passage quoted with no one named', async () => {
    const text = [
      'Computers help students learn at home.',
      'Everyone knows that "children who read on screens for an hour a day learn new words faster than those who do not."',
      'That is why every home should have a computer for homework.',
      'Parents can also see the work their children do.',
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, {
      ...level,
      subject: 'Letter to the editor: the effects computers have on people.',
    });
    expect(citationCheck.plagiarismRisk).not.toBe('low');
  });

  it('lists reported research given without its source as a claim without one', async () => {
    const text = [
      'Computers are bad for young children.',
      'Recent studies showed that most children sleep less when they use a tablet at night.',
      'Parents should keep screens out of bedrooms.',
      'Children need sleep to grow and to learn.',
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, {
      ...level,
      subject: 'Letter to the editor: the effects computers have on people.',
    });
    expect(citationCheck.missingCitations.map((claim) => claim.text).join(' ')).toMatch(/Recent studies showed/u);
  });

  it('does not list a figure whose survey names who made it', async () => {
    const text = [
      'Computers are bad for young children.',
      'A survey conducted by the Hillside School council shows that 40 percent of pupils sleep less on school nights.',
      'Parents should keep screens out of bedrooms.',
      'Children need sleep to grow and to learn.',
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, {
      ...level,
      subject: 'Letter to the editor: the effects computers have on people.',
    });
    expect(citationCheck.missingCitations).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

const level = { academicLevel: 'high-school' } as const;

describe('linking words counted only where they link the writer’s ideas', () => {
  it('does not credit “next year”, “after school”, “another building” or a quoted “then” as links', async () => {
    const text = [
      'Our town wants to close the youth centre on Hill Road, which has been open for twenty years. I think the council should keep it open for the young people who use it every week.',
      'The centre gives teenagers a warm place to go after school and before dinner. Next year the council plans to put another building on the same land, next to the old library. The sign on the door says "come in and then stay as long as you like" to everyone who walks past.',
      'The centre is cheap to run. A few volunteers open it every day, and the heating costs very little in winter, even in the coldest months of the year.',
      'The council should keep the youth centre open. The young people of the town need it more than they need a new office block on Hill Road.',
    ].join('\n\n');
    const { structureAnalysis } = await analyzeEssay(text, level);
    const said = [...structureAnalysis.strengths, structureAnalysis.feedback].join(' ');
    expect(said).not.toMatch(/“(?:next|after|another building|then)”/u);
  });

  it("does not count links inside a quotation whose marks were typed as `` and ''", async () => {
    const text = [
      'Our town wants to close the youth centre on Hill Road, which has been open for twenty years. I think the council should keep it open for the young people who use it every week.',
      "The manager told us ``we open at four, then we play games, then we eat, then we tidy up and then we go home.'' The centre gives teenagers a warm place to go on cold evenings in winter.",
      'The centre is cheap to run. A few volunteers open it every day, and the heating costs very little in winter, even in the coldest months of the year.',
      'The council should keep the youth centre open. The young people of the town need it more than they need a new office block on Hill Road.',
    ].join('\n\n');
    const { structureAnalysis } = await analyzeEssay(text, level);
    expect(structureAnalysis.strengths.join(' ')).not.toMatch(/“then”/u);
  });

  it.each([
    [
      'First off, … Secondly, … And to make matters worse, …',
      [
        'First off, the bus to school leaves far too early for most students in our town.',
        'Secondly, the bus is always crowded, and students have to stand the whole way with heavy bags.',
        'And to make matters worse, the driver does not wait for anyone who is a minute late.',
      ],
    ],
    [
      'One obstacle … Another obstacle … These obstacles …',
      [
        'One obstacle is that the bus to school leaves far too early for most students in our town.',
        'Another obstacle is the crowding, as students stand the whole way with heavy bags.',
        'These obstacles keep many students from arriving at school ready to learn.',
      ],
    ],
  ])('sees a sequence of points as linked: %s', async (_shape, body) => {
    const text = [
      'Many students in our town take the early bus to school. I believe the school should start later so that the bus can run at a better time.',
      ...body,
      'In conclusion, a later start would fix the bus and help students learn.',
    ].join('\n\n');
    const { structureAnalysis } = await analyzeEssay(text, level);
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/Few linking words/u);
  });

  it('does not say an essay that stops on a new point ends by summing up', async () => {
    const text = [
      'Our school wants to ban phones at lunch. I think students should be allowed to keep their phones at lunch, because lunch is their own free time.',
      'Phones let students call their parents at lunch. A parent may need to tell a student about a change of plans, such as who will pick them up.',
      'Phones also let students relax at lunch. Some students like to listen to music or read the news after a long morning of lessons.',
      'Another thing is that phones at lunch let students call parents and listen to music with friends and relax and',
    ].join('\n\n');
    const { structureAnalysis } = await analyzeEssay(text, level);
    expect(structureAnalysis.strengths).not.toContain('Ends by summing up its points.');
  });

  it('does not call a loose list of “Also …” points well organised with clear links', async () => {
    const text = [
      'Our town should build a skate park. Many young people in town skate, and they have nowhere safe to go, so they skate on the pavements and in the car parks.',
      'Also, skating is good exercise for teenagers of every age. Also, it keeps teenagers busy on long summer evenings. Skaters also make new friends at the park.',
      'Also, the park would be cheap to build on town land. Also, local shops could help pay for the ramps and rails. The town also has an empty lot near the station.',
      'Also, skaters now use the big car park behind the shops. Also, the drivers there are angry about it. It is also dangerous for everyone who walks there.',
      'In conclusion, the town should build a skate park for its young people, and it should start building it this year, well before the long summer holidays come.',
    ].join('\n\n');
    const { structureAnalysis } = await analyzeEssay(text, level);
    expect(structureAnalysis.feedback).not.toMatch(/clear links between ideas/u);
  });
});

import { describe, expect, it } from 'vitest';
import { checkedRewrite } from '../src/local/cv/checked-rewrite';
import { isKeyboardFiller } from '../src/local/cv/keyboard-filler';
import { analyzeCvText as analyzeText, cvStatementsOf as statementsOf } from './result-checks';

const HISTORY = `Experience
Warehouse Supervisor, Northgate Freight, 2016 - 2023
Planned the night shift rota for the loading bay.
Checked incoming pallets against the delivery notes.

Education
College Diploma in Logistics, 2015`;

describe('a summary paragraph at the top is found whatever its heading', () => {
  it('finds a summary under a heading it does not know ("Professional Background")', async () => {
    const result = await analyzeText(`NIGHT SHIFT SUPERVISOR
Professional Background
Warehouse supervisor with seven years of night-shift work in freight depots and a record of safe loading.

${HISTORY}`);
    const said = statementsOf(result).join(' ');
    expect(said).not.toMatch(/No professional summary/u);
    expect(said).not.toMatch(/Add a 2–4 line summary/u);
  });

  it('finds a summary paragraph with no heading under the name', async () => {
    const result = await analyzeText(`Sam Okoro
Warehouse supervisor with seven years of night-shift work in freight depots and a record of safe loading.

${HISTORY}`);
    expect(statementsOf(result).join(' ')).not.toMatch(/No professional summary/u);
  });

  it('still says a CV with only a name and contact lines above its history has no summary', async () => {
    const result = await analyzeText(`Sam Okoro
12 Mill Lane, Leeds | 555 201 7788

${HISTORY}`);
    expect(result.firstImpression.redFlags.join(' ')).toMatch(/No professional summary/u);
  });
});

describe('a skills list is not rewritten as sentences', () => {
  it('offers no plainer-word version of a line in a Highlights list', async () => {
    const result = await analyzeText(`Sam Okoro
Summary
Warehouse supervisor with seven years of night-shift work in freight depots.

Highlights
Forklift licence
Utilized scanners to inventory counts

${HISTORY}`);
    const offered = [
      ...result.writingQuality.wordyExamples.map((example) => example.wordy),
      ...result.beforeAfterExamples.map((example) => example.before),
    ];
    expect(offered.join(' ')).not.toMatch(/Utilized scanners/u);
  });
});

describe('the academic advice on numbers fits an academic writer only', () => {
  it('does not ask a claims handler for publications because a line names a professor', async () => {
    const result = await analyzeText(`Sam Okoro
Summary
Claims handler with nine years of motor insurance work.

Accomplishments
Invited to a legal writing workshop run by a professor of insurance law.

Experience
Claims Handler, Castle Insurance, 2014 - 2023
Handled motor claims from first notice to settlement.
Checked repair estimates against the policy terms.

Education
BA Law, 2013`);
    expect(statementsOf(result).join(' ')).not.toMatch(/publications|citations/u);
  });

  it('still asks a lecturer for the reach of the work', async () => {
    const result = await analyzeText(`Sam Okoro
Summary
Lecturer in soil science with eight years of teaching.

Experience
Lecturer, Riverside University, 2015 - 2023
Taught the first-year soil science course.
Supervised field trips to the college farm.

Education
PhD Soil Science, 2014`);
    expect(statementsOf(result).join(' ')).toMatch(/publications/u);
  });
});

describe('initials in a list of authors are not keyboard filler', () => {
  it('reads a reference with initials as a line of names', () => {
    expect(isKeyboardFiller('-K.E. Osei., A. O. Oso, O.A. Sosa. 2019. Soil water in dry seasons.')).toBe(false);
    expect(isKeyboardFiller('Sosa, A.O., Oso, S.O. and Osei, K.E. (2018). Dry-season grazing.')).toBe(false);
    expect(isKeyboardFiller('qwqw QW wq QW wq qwwq WQ')).toBe(true);
  });

  it('reads a run of capitalised acronyms joined by hyphens as the name of a body', () => {
    expect(isKeyboardFiller('Poster at the ACSA-CASS-SACS Joint Meeting, 2014.')).toBe(false);
  });
});

describe('a summary of stock praise or a wish for openings is not called concrete', () => {
  const withSummary = (summary: string) => `Sam Okoro
Summary
${summary}

${HISTORY}`;

  it('does not praise a summary built on self-praise words', async () => {
    const result = await analyzeText(
      withSummary(
        'Energetic, dedicated warehouse supervisor with 7 years in freight depots, a strong work ethic and a great attitude. Plans night-shift rotas, checks incoming pallets and trains new loaders on the loading bay of the depot in Leeds.',
      ),
    );
    expect(result.overallScore.strengths).not.toContain('A concrete professional summary.');
  });

  it('does not praise a summary that asks for opportunities', async () => {
    const result = await analyzeText(
      withSummary(
        'Warehouse supervisor with 7 years in freight depots, planning night-shift rotas and checking incoming pallets. Looking for opportunities to lead a larger site in the north of England where training and coaching are available.',
      ),
    );
    expect(result.overallScore.strengths).not.toContain('A concrete professional summary.');
  });

  it('still praises a summary of years, field and a result', async () => {
    const result = await analyzeText(
      withSummary(
        'Warehouse supervisor with 7 years in freight depots, planning night-shift rotas and checking incoming pallets. Cut loading errors by 30% on the night shift and trained twelve new loaders for the depot team in Leeds.',
      ),
    );
    expect(result.overallScore.strengths).toContain('A concrete professional summary.');
  });
});

describe('a duty line with two joined tasks is rewritten whole or not at all', () => {
  it('offers no rewrite that turns one task to the past and leaves the other as "-ing"', async () => {
    for (const line of [
      'Responsible for serving on and chairing the parents committee.',
      'Responsible for helping with and organising the summer fairs.',
    ]) {
      expect((await checkedRewrite(line)) ?? '').not.toMatch(/ and \p{L}+ing\b/u);
    }
  });

  it('offers no rewrite that has routines opened and closed', async () => {
    expect(await checkedRewrite('Responsible for opening and closing procedures.')).toBeUndefined();
  });

  it('still rewrites the opening and closing of a shop', async () => {
    expect(await checkedRewrite('Responsible for opening and closing the shop.')).toBe('Opened and closed the shop.');
  });
});

describe('the advice on numbers says only what the results already give', () => {
  const cafeCv = (lines: string) => `Sam Okoro
Summary
Cafe supervisor with six years of weekend and evening shifts in busy high-street cafes and a record of safe food handling.

Experience
Cafe Supervisor, Corner Cup, 2017 - 2023
${lines}

Education
College Diploma in Catering, 2016`;

  it('reads the size of a class or caseload as the scope of the work, not a result', async () => {
    const result = await analyzeText(
      cafeCv(
        [
          'Established house rules for a class of 18 catering apprentices.',
          'Trained new staff on the tills and the coffee machine.',
          'Checked the fridge temperatures at the start of each shift.',
        ].join('\n'),
      ),
    );
    const said = statementsOf(result).join(' ');
    expect(said).not.toMatch(/as the lines with results already do/u);
    expect(result.overallScore.strengths.join(' ')).not.toMatch(/quantified achievement/u);
  });

  it('still points to the lines with results in figures', async () => {
    const result = await analyzeText(
      cafeCv(
        [
          'Cut the morning queue from 12 to 5 minutes by adding a second till.',
          'Trained new staff on the tills and the coffee machine.',
          'Checked the fridge temperatures at the start of each shift.',
        ].join('\n'),
      ),
    );
    expect(statementsOf(result).join(' ')).toMatch(/as the lines with results already do/u);
  });
});

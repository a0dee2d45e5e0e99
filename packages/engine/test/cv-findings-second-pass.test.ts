import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText, cvStatementsOf as statementsOf } from './result-checks';

const RESULTS_CV = `Ada Finch
ada.finch@example.org | 0161 496 0732

Summary
Software engineer with eight years building payment systems for online shops.

Experience
Senior Engineer, Kestrel Payments, 2019 to present
Released a new checkout service that processed $734k in its first month.
Launched the refund portal used by 40 partner banks across Europe.
Developed a fraud model that lifted approval rates by 151% in one quarter.
Migrated 4 million lines of code from the old billing system to the new one.
Created the weekly release notes for 12 product teams.
Delivered a $4M ledger rebuild two weeks ahead of the agreed date.

Education
BSc Computer Science, University of Salford, 2014

Skills
TypeScript, Go, PostgreSQL, Kafka`;

describe('CV results already shown are not asked for', () => {
  it('reads lines of delivered work with figures as results, not duties', async () => {
    const result = await analyzeText(RESULTS_CV);
    const statements = statementsOf(result).join(' ');
    // Work done on a schedule stays a duty, whatever its verb: the one line asked about.
    expect(statements).toMatch(/1 line describes duties \(“created…”\)/u);
    expect(statements).not.toMatch(/No figures show/u);
    expect(result.experienceAnalysis.genericDuties).toBe(1);
    expect(result.experienceAnalysis.quantifiedAchievements).toBeGreaterThanOrEqual(3);
  });
});

const HALF_ACTION_CV = `Sam Reed
sam.reed@example.org | 0161 496 0733

Experience
Office Coordinator, Hartley Builders, 2018 to present
Organised the weekly site meetings for the project managers.
Booked travel and hotels for the site teams every month.
Ordered office supplies and kept the stock cupboard tidy.
Answered calls from suppliers and passed on their messages.
Duties included filing invoices and scanning delivery notes.
Responsible for the post room and the front desk rota.
Member of the fire safety team for the head office.
Point of contact for visitors arriving at reception.

Education
A levels, Bury College, 2017

Skills
Excel, Outlook, filing`;

describe('A strength is a clear majority', () => {
  it('does not praise action verbs that lead only half the lines', async () => {
    const result = await analyzeText(HALF_ACTION_CV);
    expect(result.overallScore.strengths.join(' ')).not.toMatch(/lead with an action verb/u);
  });
});

const TEMPLATE_CV = `Jo Park
jo.park@example.org | 0161 496 0734

Summary
Marketing assistant with three years in consumer brands.

Experience
Marketing Assistant, [Company], 2021 to present
Increased newsletter sign-ups by [Number]% through a spring campaign.
Cut agency spending by [Amount] by moving design work in house.
Received the [Award Name] for the best regional launch.

Education
BA Marketing, University of Leeds, 2020

Skills
Mailchimp, Canva, copywriting`;

describe('Template placeholders', () => {
  it('flags placeholders left in and counts none of them as results', async () => {
    const result = await analyzeText(TEMPLATE_CV);
    const flag = result.firstImpression.redFlags.find((statement) => /placeholder/iu.test(statement));
    expect(flag).toMatch(/\[Number\]/u);
    expect(result.experienceAnalysis.quantifiedAchievements).toBe(0);
    expect(result.overallScore.strengths.join(' ')).not.toMatch(/quantified/u);
  });
});

const TWICE_CV = `Lee Moss
lee.moss@example.org | 0161 496 0735

Summary
Warehouse team leader with nine years in food distribution.

Work History
Team Leader, Fenwick Foods, 2016 to present
Planned the night shift picking rota for a team of twelve.
Trained new starters on the scanners and the safety rules.
Work History
Team Leader, Fenwick Foods, 2016 to present
Planned the night shift picking rota for a team of twelve.
Trained new starters on the scanners and the safety rules.

Education
NVQ Warehousing, Wigan College, 2015`;

describe('A block printed twice', () => {
  it('is flagged, quoting its first line', async () => {
    const result = await analyzeText(TWICE_CV);
    const flag = result.firstImpression.redFlags.find((statement) => /twice/iu.test(statement));
    expect(flag).toMatch(/“Work History”/u);
  });

  it('leaves a single bullet repeated under two roles alone, however long it wraps', async () => {
    const result = await analyzeText(SINGLE_REPEAT_CV);
    expect(result.firstImpression.redFlags.join(' ')).not.toMatch(/twice/iu);
  });
});

const SINGLE_REPEAT_CV = `Lee Moss
lee.moss@example.org | 0161 496 0735

Experience
Team Leader, Fenwick Foods, 2019 to present
Trained new starters on the scanners, the safety rules, the loading
bay procedures, the chilled store checks and the fire drill for
the night shift team and the agency staff who covered holidays.
Planned the night shift picking rota for a team of twelve.
Picker, Fenwick Foods, 2015 to 2019
Trained new starters on the scanners, the safety rules, the loading
bay procedures, the chilled store checks and the fire drill for
the night shift team and the agency staff who covered holidays.
Loaded the vans for the morning deliveries to shops.`;

const REFERENCE_CV = `Kim Shaw

Experience
Care Assistant, Brook House, 2018 to present
Helped residents with meals and daily routines.
Supervisor: Pat Lowe, 0161 496 0736

Education
Health and Social Care Diploma, 2017

References
Dana Hill, Ward Manager
dana.hill@example.org
0161 496 0737`;

describe('Contact details of references', () => {
  it('are not taken for the candidate’s own', async () => {
    const result = await analyzeText(REFERENCE_CV);
    const statements = statementsOf(result);
    expect(statements).toContain('No email address was found.');
    expect(statements).toContain('No phone number was found.');
  });
});

const ADVERB_CV = `Ria Bell
ria.bell@example.org | 0161 496 0738

Experience
Teaching Assistant, Oak Lane School, 2020 to present
Clearly explained the reading tasks to small groups of pupils.
Patiently supported pupils who found the phonics lessons hard.
Clearly the new reading scheme suited the younger pupils better.`;

describe('A manner adverb leading its verb', () => {
  it('gets no comma after it', async () => {
    const result = await analyzeText(ADVERB_CV);
    const leadingVerbs = result.writingQuality.grammarIssues.filter((issue) =>
      /^(?:Clearly explained|Patiently supported)/u.test(issue.evidence?.quote ?? ''),
    );
    expect(leadingVerbs.map((issue) => issue.correction)).toEqual([]);
    // Before a subject, "Clearly" still comments on the whole sentence.
    expect(
      result.writingQuality.grammarIssues.some((issue) => /^Clearly the new/u.test(issue.evidence?.quote ?? '')),
    ).toBe(true);
  });
});

const EARNINGS_CV = `Noor Vale
noor.vale@example.org | 0161 496 0739

Summary
Account manager with six years selling software to schools.

Experience
Account Manager, Brightdesk, 2019 to present
Generated $734k in new business from schools in the north west.
Managed a $2M book of accounts with a team of 4 account executives.
Ran product demonstrations for head teachers and governors.

Education
BA Business, University of Bolton, 2018`;

const SIZES_ONLY_CV = `Noor Vale
noor.vale@example.org | 0161 496 0739

Experience
Account Manager, Brightdesk, 2019 to present
Managed a $2M book of accounts with a team of 4 account executives.
Ran product demonstrations for head teachers and governors.

Education
BA Business, University of Bolton, 2018`;

describe('Numbers the CV gives', () => {
  it('reads money the work brought in as a result', async () => {
    const result = await analyzeText(EARNINGS_CV);
    expect(statementsOf(result).join(' ')).not.toMatch(/No numbers|No figures/u);
    expect(result.experienceAnalysis.quantifiedAchievements).toBe(1);
  });

  it('never says there are no numbers when the CV gives sizes', async () => {
    const said = statementsOf(await analyzeText(SIZES_ONLY_CV)).join(' ');
    expect(said).not.toMatch(/No numbers|No figures/u);
    expect(said).toMatch(/The figures given are sizes and counts of the work; none shows a result it achieved/u);
  });
});

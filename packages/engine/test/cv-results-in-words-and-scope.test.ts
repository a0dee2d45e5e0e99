import { describe, expect, it } from 'vitest';
import { experienceStatements, showsMeasuredResult } from '../src/local/cv/experience-statements';
import { analyzeCvText, cvStatementsOf } from './result-checks';

/** Invented lines: results stated in words, rankings and new business are outcomes, not sizes. */
describe('results written in words, rankings and new business count as results', () => {
  it.each([
    'Grew the podcast audience from three hundred to five thousand listeners in two years',
    'Grew the shop newsletter list from 1,200 to 9,000 readers over three years',
    'Ranked second in the region for membership sales in 2021',
    'Placed in the top ten percent of advisers for client retention',
    'Named the number one branch for customer feedback two years running',
    'Signed 9 new corporate accounts worth $60k a year',
    'Brought on fourteen new clients with a combined value of £25,000',
    'Doubled weekend footfall at the farm shop',
    'Halved the wait for boiler repairs by keeping parts on the van',
    'Made the warehouse pick rate twice as fast as the year before',
    'Recognised in the trade journal for achieving the second highest sales in the region',
    'Took third place in the county for new memberships sold',
    'Posted the fourth best sales figures of the season across the chain',
  ])('“%s” shows a result', (line) => {
    expect(showsMeasuredResult(line)).toBe(true);
  });

  it.each([
    'Milked the herd of sixty cows twice a day',
    'Ranked incoming tickets by urgency for the second-line team',
    'Opened new accounts for walk-in customers at the counter',
    'Checked the top shelf stock every second week',
    'Served three hundred guests at the annual dinner',
    'Worked at the second largest hospital in the county for 6 years',
    'Took part in monthly process improvement projects with 12 engineers',
    'Supervised 5 inspectors and 20 team members on the night line. Joined weekly continuous improvement meetings',
  ])('“%s” shows no result', (line) => {
    expect(showsMeasuredResult(line)).toBe(false);
  });
});

describe('a team size is the scope of the work, not a result', () => {
  it.each([
    'Managed a team of 8 field technicians across the county',
    'Developed the new intake form with a team of 5 nurses',
    'Led 12 direct reports through the move to the new depot',
    'Built the spring rota for a 20-person kitchen crew',
  ])('“%s” is a size, not a result', (line) => {
    const [statement] = experienceStatements([{ text: line, page: 1, start: 0, end: line.length }]);
    expect(statement?.quantified).toBe(false);
    expect(statement?.sized).toBe(true);
  });

  it.each([
    'Managed a team of 8 and cut missed visits by 30%',
    'Grew the support team from 4 to 11 people in a year',
    'Led a team of 6 that raised $80,000 in donations',
  ])('“%s” still shows its result', (line) => {
    expect(showsMeasuredResult(line)).toBe(true);
  });
});

const WORDED_RESULTS_CV = `Ida Marsh
ida.marsh@example.org | 0161 496 0750

Summary
Retail supervisor with eight years in outdoor clothing.

Experience
Floor Supervisor, Fellside Outdoor, 2017 to present
Ranked third nationally for waterproof jacket sales in 2022.
Doubled repeat visits to the in-store repair desk.
Opened and closed the shop and balanced the tills.
Ordered stock for the walking boot wall.

Education
BTEC Retail, Kendal College, 2015`;

describe('a CV whose results are written in words', () => {
  it('is not told that no figure shows a result', async () => {
    const result = await analyzeCvText(WORDED_RESULTS_CV);
    const said = cvStatementsOf(result).join(' ');
    expect(said).not.toMatch(/No figures show|none shows a result/u);
    expect(said).not.toMatch(/beyond the sizes and counts/u);
    expect(result.experienceAnalysis.quantifiedAchievements).toBe(2);
  });
});

const TWICE_PRINTED_CV = `Joel Park
joel.park@example.org | 0161 496 0751

Summary
Events coordinator with six years in conference venues.

Experience
Events Coordinator, Lakeside Halls, 2019 to present
Raised bookings for the winter season by 25% with a new brochure.
Cut supplier costs by £12,000 by moving to two caterers.
Managed a team of 8 event assistants.
Set up rooms, screens and microphones for each booking.
Events Coordinator, Lakeside Halls, 2019 to present
Raised bookings for the winter season by 25% with a new brochure.
Cut supplier costs by £12,000 by moving to two caterers.
Managed a team of 8 event assistants.
Set up rooms, screens and microphones for each booking.

Education
BA Hospitality, Oxford Brookes, 2018`;

describe('a work history printed twice', () => {
  it('counts each result once, and the team size as none', async () => {
    const result = await analyzeCvText(TWICE_PRINTED_CV);
    expect(result.experienceAnalysis.quantifiedAchievements).toBe(2);
    expect(result.overallScore.strengths.join(' ')).toMatch(/\b2 quantified achievements/u);
  });
});

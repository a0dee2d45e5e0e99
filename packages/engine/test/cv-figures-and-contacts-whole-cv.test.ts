import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText, cvStatementsOf as statementsOf } from './result-checks';

const HIGHLIGHTS_CV = `Rae Holt
rae.holt@example.org | 0161 496 0741

Summary
Store manager with ten years in garden centres.

Highlights
Net sales of $612,400 in 2022, 12.5% above the regional target.
Shrinkage held at 0.9% against a chain average of 2.1%.
Cut the time to restock the outdoor plants from 6 to 2 days.

Experience
Store Manager, Greenway Garden Centres, 2015 to present
Managed the opening and closing of the store each day.
Ordered plants and compost from the regional depot.
Trained the weekend staff on the tills and the plant care guides.

Education
BSc Horticulture, Writtle College, 2012`;

describe('figures anywhere in the CV are counted', () => {
  it('asks for no numbers the CV already gives outside its experience lines', async () => {
    const result = await analyzeText(HIGHLIGHTS_CV);
    const statements = statementsOf(result).join(' ');
    expect(statements).not.toMatch(/Add numbers: team sizes/u);
    expect(statements).not.toMatch(/No figures show/u);
    expect(result.overallScore.strengths.join(' ')).toMatch(/[3-9] quantified achievements/u);
  });

  it('counts a change from one figure to another as a result', async () => {
    const result = await analyzeText(
      HIGHLIGHTS_CV.replace(
        'Cut the time to restock the outdoor plants from 6 to 2 days.',
        'Restock time: 6 → 2 days.',
      ),
    );
    expect(result.overallScore.strengths.join(' ')).toMatch(/[3-9] quantified achievements/u);
  });
});

const RUN_TOGETHER_CV = `Abe Lund
abe.lund@example.org | 0161 496 0742

Summary
Farm hand with five years on arable and dairy farms.

Experience
Farm Hand, Hollins Farm, 2018 to present
Milked the herd of sixty cows twice a day. Fed the calves and cleaned the pens. Drove the tractor for the spring sowing. Repaired the fences along the north field. The farm also kept sheep in the winter months.
Mended the gates after the winter storms.

Education
Level 2 Agriculture, Myerscough College, 2017`;

describe('bullets run together into a paragraph', () => {
  it('are not praised for leading with verbs, since the split is the reading’s, not the writer’s', async () => {
    const result = await analyzeText(RUN_TOGETHER_CV);
    expect(result.overallScore.strengths.join(' ')).not.toMatch(/lead with an action verb/u);
  });
});

const SUPERVISOR_CV = `Ada Vance

Experience
Field Assistant, County Soil Survey, 2019 to present
Supervisor Name: Cheryl Dunn
Supervisor Phone: (555) 201-7788 (may contact)
Collected soil samples from forty farms across the county each spring.
Logged the sample results for the survey office and the county agent.
Send questions about my hours to Cheryl.Dunn@soil.example.gov at the survey office.

Education
BSc Soil Science, Harper Adams University, 2018`;

describe('a supervisor’s contact details', () => {
  it('are not read as the candidate’s, also on a line that only names her in the address', async () => {
    const result = await analyzeText(SUPERVISOR_CV);
    const statements = statementsOf(result).join(' ');
    expect(statements).toMatch(/No email address was found/u);
    expect(statements).toMatch(/No phone number was found/u);
  });
});

describe('template placeholders written with spaces or a lower-case name', () => {
  it('are flagged and give no percentage to build on', async () => {
    const result = await analyzeText(
      HIGHLIGHTS_CV.replace(
        'Shrinkage held at 0.9% against a chain average of 2.1%.',
        'Raised customer satisfaction by [ Number ]% in one year.\nWon the [award name] for the region.',
      ),
    );
    expect(result.firstImpression.redFlags.join(' ')).toMatch(/“\[ Number \]”/u);
  });
});

describe('work delivered with its outcome', () => {
  it('is not counted as a duty', async () => {
    const result = await analyzeText(
      HIGHLIGHTS_CV.replace(
        'Ordered plants and compost from the regional depot.',
        'Led the design of a self-watering display prototype, which helped win the regional trial.',
      ),
    );
    expect(statementsOf(result).join(' ')).not.toMatch(/such as “led…”|\(“led…”\)/u);
    expect(result.experienceAnalysis.genericDuties).toBe(2);
  });
});

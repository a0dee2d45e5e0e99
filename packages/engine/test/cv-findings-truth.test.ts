import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText, cvStatementsOf as statementsOf } from './result-checks';

const SHOP_CV = `Robin Ash
Leeds | 07700 900123

Summary
Shop floor supervisor with six years in clothing retail, leading small teams through busy seasons.

Sales Experience
Store Supervisor, Northgate Clothing, 03/2019 to 07/2023
Responsible for supervising five salespeople on the weekend shifts.
Responsible for the stockroom and the weekly deliveries from the warehouse.
Worked on the redesign of the shop window displays.
Opened the store on weekdays. Successfully led the move to a new till system.
Sales Assistant, Corner Shoes, 09/2016 to 02/2019
Served customers and kept the shoe displays tidy through the day.

Education
Diploma in Retail Management, Leeds College, 2016

Skills
IT SUPPORT
Stock control, cash handling, visual merchandising`;

describe('CV findings that are true of the CV', () => {
  it('says a missing email address once in the whole analysis', async () => {
    const statements = statementsOf(await analyzeText(SHOP_CV));
    expect(statements.filter((statement) => /no email/iu.test(statement))).toHaveLength(1);
    expect(new Set(statements).size).toBe(statements.length);
  });

  it('offers rewrites that are finished sentences keeping the line’s facts', async () => {
    const { experienceAnalysis } = await analyzeText(SHOP_CV);
    const rewrites = experienceAnalysis.weakExamples.map((example) => example.improved);
    expect(rewrites).toContain('Supervised five salespeople on the weekend shifts.');
    // Responsible for a stockroom is not managing it: no stronger verb is invented.
    expect(rewrites.join(' ')).not.toMatch(/Managed the stockroom/u);
    for (const example of experienceAnalysis.weakExamples) {
      expect(example.improved).not.toMatch(/\[|\.\.$/u);
      expect(example.improved).toMatch(/^\p{Lu}.*[^.]\.$/u);
      expect(example.improved.replace(/\.$/u, '')).not.toBe(example.original.replace(/\.$/u, ''));
    }
    // Taking part in a redesign is not doing it: no verb that claims more, and no weaker one swapped in.
    expect(rewrites.join(' ')).not.toMatch(/redesign/u);
  });

  it('offers no rewrite of a line too long to quote whole', async () => {
    const longDuty = `Responsible for ${Array.from({ length: 12 }, (_, index) => `the weekly count of stock in aisle ${index + 1}`).join(', ')}.`;
    const { experienceAnalysis } = await analyzeText(
      SHOP_CV.replace('Sales Assistant, Corner Shoes', `${longDuty}\nSales Assistant, Corner Shoes`),
    );
    expect(experienceAnalysis.weakExamples.map((example) => example.original).join(' ')).not.toMatch(/aisle/u);
  });

  it('corrects no plural that is already plural and no words set in capitals', async () => {
    const { writingQuality } = await analyzeText(SHOP_CV);
    const corrections = writingQuality.grammarIssues.map((issue) => issue.correction);
    expect(corrections.join(' ')).not.toMatch(/salespeoples|supports/u);
  });

  it('keeps the capital of a sentence whose opening filler word is cut', async () => {
    const { writingQuality } = await analyzeText(SHOP_CV);
    const concise = writingQuality.wordyExamples.map((example) => example.concise);
    // Each statement is offered on its own: the one with the filler, not the one before it.
    expect(concise).toContain('Led the move to a new till system.');
  });

  it('finds the dates of roles written as month/year and a heading that names a field of experience', async () => {
    const { atsFriendliness } = await analyzeText(SHOP_CV);
    expect(atsFriendliness.recommendations.join(' ')).not.toMatch(/start and end dates/u);
    expect(atsFriendliness.criticalIssues.join(' ')).not.toMatch(/Experience/u);
  });

  it('never says action verbs appear early beside few lines opening with one', async () => {
    const text = `Sam Lee
sam.lee@example.com

Experience
Managed the cafe rota for twelve staff across two sites.
Responsible for ordering milk, coffee and cups for the week.
Responsible for cleaning the machines at the end of each day.
Duties included serving customers at the counter and the tables.
In charge of the cash float and the daily banking.

Education
Certificate in Hospitality, 2018`;
    const result = await analyzeText(text);
    const praised = result.firstImpression.positiveElements.includes('Action verbs appear early.');
    const lacking = result.writingQuality.feedback.includes('Few lines open with an action verb');
    expect(praised && lacking).toBe(false);
    expect(lacking).toBe(true);
  });
});

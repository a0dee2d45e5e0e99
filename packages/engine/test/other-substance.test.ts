import { describe, expect, it } from 'vitest';
import type { DocumentPage } from '../src/analysis-engine';
import { BANK_STATEMENT, INVOICE, REPORT } from './other-documents';
import { analyzeOtherPages } from './result-checks';
import { MEMO } from './sample-documents';

/** Writing advice that only makes sense for a document the user wrote. */
const WRITING_ADVICE = ['State the purpose early', 'Add headings', 'Shorten long sentences', 'Simplify the wording'];

describe('other documents: the substance a reader came for', () => {
  it('answers "unusual fees" on a bank statement first, with every fee line, its amount and page', async () => {
    const result = await analyzeOtherPages(BANK_STATEMENT, { documentPurpose: 'to check for unusual fees' });
    const [first, second] = result.keyInsights;
    const answered = [first, second].map((insight) => `${insight?.title} ${insight?.description}`).join('\n');
    expect(answered).toMatch(/overdraft fee[^\n]*£25\.00/iu);
    expect(answered).toMatch(/unpaid item charge[^\n]*£15\.00/iu);
    const overdraft = result.keyInsights.find((insight) => /overdraft fee/iu.test(insight.title));
    expect(overdraft?.title).toMatch(/£25\.00/u);
    expect(overdraft?.evidence).toMatchObject({ page: 2 });
    expect(overdraft?.evidence?.quote).toContain('Unarranged overdraft fee');
    expect(result.summary.slice(0, 2).join(' ')).toMatch(/£25\.00.*£15\.00/u);
    const titles = result.keyInsights.map((insight) => insight.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Closing balance: -£56.05', 'Statement period: 1 March 2024 to 31 March 2024']),
    );
  });

  it('gives no writing advice for a statement the user received', async () => {
    const result = await analyzeOtherPages(BANK_STATEMENT, { documentPurpose: 'to check for unusual fees' });
    const titles = result.recommendations.map((item) => item.title);
    for (const advice of WRITING_ADVICE) expect(titles).not.toContain(advice);
    expect(result.recommendations[0]?.description).toMatch(/£25\.00|£15\.00/u);
  });

  it('says plainly when the purpose asks for something the document does not contain', async () => {
    const result = await analyzeOtherPages(REPORT, { documentPurpose: 'check for unusual fees' });
    expect(result.keyInsights[0]?.title).toMatch(/^No fees or charges found/u);
  });

  it('gives an invoice its total and due date', async () => {
    const result = await analyzeOtherPages(INVOICE, { documentPurpose: 'how much do we owe and when' });
    const text = result.keyInsights.map((insight) => insight.title).join('\n');
    expect(result.keyInsights[0]?.title).toMatch(/Total due: £3,402\.00/u);
    expect(text).toMatch(/Due date: 4 May 2024/u);
    expect(text).toMatch(/Late payment fee: £40\.00/u);
    expect(text).toMatch(/Invoice date: 4 April 2024/u);
    const plain = await analyzeOtherPages(INVOICE);
    expect(plain.keyInsights.map((insight) => insight.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Total due: £3,402\.00/u)]),
    );
  });

  it('gives a report its key figures and its conclusion', async () => {
    const result = await analyzeOtherPages(REPORT);
    const descriptions = result.keyInsights.map((insight) => insight.description).join('\n');
    expect(descriptions).toContain('Revenue grew 12% to $48.2 million');
    expect(descriptions).toContain('We recommend that the board approves the expansion of the Leeds depot');
    expect(descriptions).toContain('In conclusion, the year');
    const titles = result.keyInsights.map((insight) => insight.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Key figure: Revenue grew 12%/u),
        expect.stringMatching(/^Recommendation: /u),
        expect.stringMatching(/^Conclusion: /u),
      ]),
    );
    const advice = result.recommendations.map((item) => item.title);
    for (const title of WRITING_ADVICE) expect(advice).not.toContain(title);
  });

  it('never titles a key insight with bare nouns: every title states a fact or a phrase', async () => {
    for (const pages of [BANK_STATEMENT, INVOICE, REPORT, MEMO]) {
      const result = await analyzeOtherPages(pages, { documentPurpose: 'to check for unusual fees' });
      for (const { title } of result.keyInsights) {
        const words = title.split(/[\s,:]+/u).filter(Boolean);
        expect(words.length >= 3 || /\d/u.test(title), title).toBe(true);
        expect(title, title).not.toMatch(/^\p{L}+, \p{L}+$/u);
      }
    }
  });
});

describe('other documents: purposes without fees', () => {
  const PLAN: DocumentPage[] = [
    {
      pageNumber: 1,
      text: `Volunteer Programme Plan

The volunteer programme grew from 40 to 65 members between January and June 2024.
Maria Lopez will update the training materials by 15 July.
The coordinator will recruit four new leaders before the end of August.`,
    },
  ];

  it('answers "deadlines" with each dated commitment, the date in the title', async () => {
    const result = await analyzeOtherPages(PLAN, { documentPurpose: 'what are the deadlines' });
    expect(result.keyInsights.slice(0, 2).map((insight) => insight.title)).toEqual([
      'By 15 July: Maria Lopez will update the training materials by 15 July',
      'Deadline: The coordinator will recruit four new leaders before the end of August',
    ]);
  });

  it('answers a question it has no table for with the passages using its words, however they are inflected', async () => {
    const result = await analyzeOtherPages(PLAN, { documentPurpose: 'Where does it speak of volunteer recruitment?' });
    expect(result.summary[0]).toBe(
      'You asked “Where does it speak of volunteer recruitment?”: 2 passages found, shown first below.',
    );
    expect(result.keyInsights[1]?.title).toMatch(/^About “recruit”: The coordinator will recruit/u);
    const none = await analyzeOtherPages(PLAN, { documentPurpose: 'find anything about parking permits' });
    expect(none.keyInsights[0]?.title).toBe('Nothing about “parking permits” found');
  });

  it('frames the analysis with a purpose that says what the document is, instead of searching for its words', async () => {
    const result = await analyzeOtherPages(PLAN, { documentPurpose: 'newsletter draft' });
    const titles = result.keyInsights.map((insight) => insight.title);
    expect(titles.filter((title) => /^(?:Nothing about|About “)/u.test(title))).toEqual([]);
    expect(titles[0]).toMatch(/^The volunteer programme grew from 40 to 65 members/u);
    expect(result.summary[0]).toBe('Read as your “newsletter draft”: the recommendations are about its writing.');
    // "draft" says what state the document is in, not what it is for: the opening is not asked to say it.
    const purposeAdvice = result.recommendations.find((item) => item.title === 'State the purpose early');
    expect(purposeAdvice?.description ?? '').not.toContain('“draft”');
  });
});

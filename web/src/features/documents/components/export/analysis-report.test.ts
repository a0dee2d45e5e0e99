import type { AnalysisType, ContractAnalysis, EssayAnalysis, KeyFinding } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { cvSample, redactedCvSample } from '../../../../test/fixtures/cv-analysis.fixtures';
import {
  aDocument,
  CONTRACT_ANALYSIS,
  OTHER_ANALYSIS,
  REDACTED_CONTRACT_ANALYSIS,
} from '../../../../test/fixtures/document-page.fixtures';
import { essaySample, redactedEssaySample } from '../../../../test/fixtures/essay-analysis.fixtures';
import { analysisReportOf } from './analysis-report';
import { renderReportHtml } from './report-html';

const GENERATED_AT = new Date('2026-11-22T12:00:00.000Z');

/** The exported file as a reader's browser parses it. */
function exportedReport(type: AnalysisType, analysis: object, name = 'lease.pdf') {
  const document = aDocument({ documentType: type, originalName: name, analysis: analysis as Record<string, unknown> });
  const html = renderReportHtml(analysisReportOf(document, analysis as Record<string, unknown>, GENERATED_AT));
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const sectionTitles = [...parsed.querySelectorAll('section > h2')].map((heading) => heading.textContent);
  const sectionText = (title: string) =>
    [...parsed.querySelectorAll('section')].find((section) => section.querySelector('h2')?.textContent === title)
      ?.textContent ?? '';
  return { html, parsed, sectionTitles, sectionText, text: parsed.body.textContent ?? '' };
}

describe('the exported analysis report', () => {
  it('heads the report with the document name, type, dates and processing time', () => {
    const { parsed, text } = exportedReport('contract', CONTRACT_ANALYSIS);
    expect(parsed.title).toBe('lease.pdf — DocLens analysis');
    expect(parsed.querySelector('h1')?.textContent).toBe('lease.pdf');
    expect(text).toContain('Document typeContract');
    expect(text).toContain('UploadedNovember 21, 2026');
    expect(text).toContain('Processing time4s');
    expect(text).toContain('Report generatedNovember 22, 2026');
  });

  it("holds a contract's risk assessment, details, findings with quotes and pages, terms and recommendations", () => {
    const { sectionTitles, sectionText } = exportedReport('contract', CONTRACT_ANALYSIS);
    expect(sectionTitles).toEqual([
      'Risk Assessment',
      'Contract Details',
      'Key Findings & Red Flags',
      'Legal Terms Explained',
      'Recommendations',
      'Industry Analysis & Market Context',
    ]);
    expect(sectionText('Risk Assessment')).toContain('Overall riskHigh (72/100)');
    expect(sectionText('Risk Assessment')).toContain('High risk2');
    expect(sectionText('Risk Assessment')).toContain('Low risk4');
    expect(sectionText('Contract Details')).toContain('Governing law: State of New York');
    expect(sectionText('Contract Details')).toContain('“governed by the laws of the State of New York”Page 3');
    const findings = sectionText('Key Findings & Red Flags');
    expect(findings).toContain('Uncapped liability High Score 85/100');
    expect(findings).toContain('“Tenant shall indemnify Landlord for any and all losses.”Page 2');
    expect(findings).toContain('Recommendation: Negotiate a cap equal to twelve months of rent.');
    expect(findings).toContain('Standard notice clause Low Score 20/100');
    expect(sectionText('Legal Terms Explained')).toContain('You pay for the landlord’s losses.');
    expect(sectionText('Recommendations')).toContain('Request a liability cap');
    expect(sectionText('Recommendations')).toContain('Timeline: Before signing');
    expect(sectionText('Industry Analysis & Market Context')).toContain('Caps are common in residential leases.');
  });

  it('leaves out the sections an analysis has nothing for', () => {
    const bare: ContractAnalysis = {
      ...CONTRACT_ANALYSIS,
      recommendations: {
        contractImprovements: [],
        immediateActions: [],
        resourcesAndLinks: [],
        longTermConsiderations: [],
      },
    };
    expect(exportedReport('contract', bare).sectionTitles).not.toContain('Recommendations');
  });

  it('gives a free viewer only what the redacted analysis holds, and says why', () => {
    const { parsed, sectionTitles, sectionText, text } = exportedReport('contract', REDACTED_CONTRACT_ANALYSIS);
    expect(parsed.querySelector('.notice')?.textContent).toContain('what the Free plan includes');
    expect(sectionText('Risk Assessment')).toContain('High risk2');
    expect(sectionText('Key Findings & Red Flags')).toContain('Uncapped liability High');
    expect(sectionText('Legal Terms Explained')).toContain('Indemnify');
    expect(sectionTitles).not.toContain('Industry Analysis & Market Context');
    expect(sectionTitles).not.toContain('Recommendations');
    expect(text).not.toContain('Tenant shall indemnify Landlord for any and all losses.');
    expect(text).not.toContain('Negotiate a cap');
  });

  it("holds an essay's grade, scores, corrections with pages and improvement suggestions", () => {
    const { sectionTitles, sectionText } = exportedReport('essay', essaySample, 'essay.pdf');
    expect(sectionTitles).toEqual([
      'Overall Grade',
      'Summary',
      'Structure',
      'Argument Clarity',
      'Grammar and Style',
      'Readability',
      'Citations',
      'Improvement Suggestions',
    ]);
    expect(sectionText('Overall Grade')).toContain(`GradeB+ (${essaySample.overallGrade.score}/100)`);
    expect(sectionText('Grammar and Style')).toContain('“the data shows” → “the data show”');
    expect(sectionText('Grammar and Style')).toContain('“the data shows”Page 2');
    // What was found (flagged, or run-ons and small-letter starts), as the analysis view says it.
    expect(sectionText('Grammar and Style')).toContain('Grammar errors found');
    expect(sectionText('Grammar and Style')).toContain('Spelling errors found');
    expect(sectionText('Grammar and Style')).not.toContain('errors flagged');
    expect(sectionText('Grammar and Style')).toMatch(/Spelling errors found\s*at least \d+/u);
    expect(sectionText('Citations')).toContain('“Solar costs fell 90% in a decade.”Page 3');
    expect(sectionText('Improvement Suggestions')).toContain('Fix subject-verb agreement.');
    expect(sectionText('Improvement Suggestions')).toContain('Renewables cut household energy bills');
  });

  it("holds an essay grade's band and each rubric trait with its score, share, one evidence line and quote", () => {
    const graded = {
      ...essaySample,
      overallGrade: {
        ...essaySample.overallGrade,
        band: { low: 'B', high: 'A-', lowScore: 70, highScore: 86 },
        traits: [
          {
            trait: 'position',
            score: 81,
            weight: 0.2,
            evidence: ['The introduction states a clear position.', 'A second line the report leaves to the page.'],
            quote: { text: 'Subsidies accelerate the transition.', evidence: { page: 1, quote: 'Subsidies' } },
          },
          { trait: 'elaboration', score: 58, weight: 0.4, evidence: ['640 words where about 1000 suit an argument.'] },
          { trait: 'conventions', score: 64, weight: 0, evidence: ['Corrected but not graded.'] },
        ],
      },
    } satisfies EssayAnalysis;
    const { parsed, sectionText } = exportedReport('essay', graded, 'essay.pdf');
    expect(sectionText('Overall Grade')).toContain('Grade bandB to A- (70–86/100)');
    const gradeSection = [...parsed.querySelectorAll('section')].find(
      (section) => section.querySelector('h2')?.textContent === 'Overall Grade',
    );
    const traits = [...(gradeSection?.querySelectorAll('article') ?? [])].map((article) => article.textContent);
    expect(traits).toEqual([
      'Position 20% of the grade Score 81/100The introduction states a clear position.“Subsidies accelerate the transition.”Page 1',
      'Evidence and elaboration 40% of the grade Score 58/100640 words where about 1000 suit an argument.',
      'Conventions Not graded Score 64/100Corrected but not graded.',
    ]);
  });

  it("keeps a free viewer's essay traits to their scores and shares, with the band", () => {
    const redacted = {
      ...redactedEssaySample,
      overallGrade: {
        ...redactedEssaySample.overallGrade,
        band: { low: 'B', high: 'A-', lowScore: 70, highScore: 86 },
        traits: [{ trait: 'position', score: 81, weight: 0.2 }],
      },
    };
    const { sectionText } = exportedReport('essay', redacted, 'essay.pdf');
    expect(sectionText('Overall Grade')).toContain('Grade bandB to A- (70–86/100)');
    expect(sectionText('Overall Grade')).toContain('Position 20% of the grade Score 81/100');
  });

  it("holds a CV's scores, assessment with quotes, priority improvements and alignment", () => {
    const { sectionTitles, sectionText } = exportedReport('cv', cvSample, 'cv.pdf');
    expect(sectionTitles).toEqual([
      'Scores',
      'Summary',
      'First Impressions',
      'Overall CV Assessment',
      'Priority Improvements',
      'Industry & Role Alignment',
    ]);
    expect(sectionText('Scores')).toContain('Overall score74/100');
    expect(sectionText('Scores')).toContain('ATS score38/100');
    expect(sectionText('Scores')).toContain('Reads asInformation Technology');
    expect(sectionText('First Impressions')).toContain('An 18-month gap without explanation.');
    expect(sectionText('Overall CV Assessment')).toContain('“Responsible for maintaining services”Page 1');
    expect(sectionText('Priority Improvements')).toContain('“Worked on payments”Page 2');
    expect(sectionText('Priority Improvements')).toContain('Recommendation: Rebuilt payments processing');
  });

  it("keeps a free viewer's CV report to the scores", () => {
    const { sectionTitles, text } = exportedReport('cv', redactedCvSample, 'cv.pdf');
    expect(sectionTitles).not.toContain('Priority Improvements');
    expect(sectionTitles).not.toContain('Industry & Role Alignment');
    expect(text).toContain('Keyword match68%');
    expect(text).not.toContain('Worked on payments');
  });

  it("holds another document's score, key insights and recommendations", () => {
    const { sectionTitles, sectionText } = exportedReport('other', OTHER_ANALYSIS, 'proposal.pdf');
    expect(sectionTitles).toEqual(['Overview', 'Summary', 'Key Insights', 'Recommendations']);
    expect(sectionText('Overview')).toContain('Overall effectiveness64/100');
    expect(sectionText('Overview')).toContain('Document purposeGrant proposal');
    expect(sectionText('Key Insights')).toContain('Weak outcomesSuccess measures are vague.');
    expect(sectionText('Recommendations')).toContain('Add measurable goals High');
  });

  it('escapes every text, so a hostile document name or quote stays text', () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const analysis: ContractAnalysis = {
      ...CONTRACT_ANALYSIS,
      keyFindings: [
        {
          ...(CONTRACT_ANALYSIS.keyFindings[0] as KeyFinding),
          title: hostile,
          quotedText: `"quoted" & 'single' ${hostile}`,
        },
      ],
    };
    const { html, parsed, text } = exportedReport('contract', analysis, hostile);
    expect(parsed.querySelectorAll('script, img')).toHaveLength(0);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(parsed.querySelector('h1')?.textContent).toBe(hostile);
    expect(text).toContain(`“"quoted" & 'single' ${hostile}”`);
  });

  it('is self-contained: inline styles, no scripts, nothing loaded from elsewhere', () => {
    const { parsed } = exportedReport('contract', CONTRACT_ANALYSIS);
    expect(parsed.querySelector('style')?.textContent).toContain('font');
    expect(parsed.querySelectorAll('script, link, [src], [href]')).toHaveLength(0);
    expect(parsed.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });
});

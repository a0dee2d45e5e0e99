import { type OtherAnalysis, otherAnalysisSchema } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import type { DocumentPage } from '../src/analysis-engine';
import { analyzeOther } from '../src/local/other/analyze-other';
import { prepareDocumentText } from '../src/text/document-text';
import { collectEvidence, evidenceNotInDocument } from '../src/text/evidence';

const ENGINE = { provider: 'local', version: 'test' } as const;

/** Runs the analyzer directly and checks the result's shape and that every quote is on its page. */
function analyze(text: string, documentPurpose?: string): OtherAnalysis {
  const pages: DocumentPage[] = [{ pageNumber: 1, text }];
  const result = analyzeOther(prepareDocumentText(pages), documentPurpose ? { documentPurpose } : {}, ENGINE);
  expect(otherAnalysisSchema.safeParse(result).error?.issues ?? []).toEqual([]);
  expect(evidenceNotInDocument(collectEvidence(result), pages)).toEqual([]);
  return result;
}

const VAGUE_PLAN = `Volunteer Programme Plan

The volunteer programme grew a lot this year and many new people joined the weekend sessions.
Several sessions were cancelled because of a shortage of trained leaders, which upset regular volunteers.
The schedule for this work is still being agreed with the partners.
Training materials will be updated and new leaders should be recruited.
Feedback forms will be collected after each session and reviewed.
The programme has numerous strengths and various partners support it in different ways.`;

const CONCRETE_PLAN = `Volunteer Programme Plan

The volunteer programme grew from 40 to 65 members between January and June 2024.
Three of the twelve weekend sessions were cancelled because only two leaders were trained.
Maria Lopez will update the training materials by 15 July.
The coordinator will recruit four new leaders before the end of August.
Our team will collect feedback forms after each session and report the results every month.`;

describe('other documents: recommendations a reader can act on', () => {
  it('asks for owners and deadlines when actions name neither, quoting such an action', () => {
    const result = analyze(VAGUE_PLAN);
    const byTitle = new Map(result.recommendations.map((item) => [item.title, item]));
    const owner = byTitle.get('Name who is responsible');
    expect(owner?.evidence?.quote).toBe('Training materials will be updated and new leaders should be recruited.');
    expect(owner?.description).toMatch(/^2 actions of 2 /u);
    expect(byTitle.get('Give each action a deadline')?.description).toMatch(/^2 actions of 2 /u);
    expect(byTitle.get('Replace vague amounts with figures')?.evidence?.quote).toMatch(
      /^The volunteer programme grew a lot/u,
    );
  });

  it('does not ask for owners, dates or figures the document already gives', () => {
    const titles = analyze(CONCRETE_PLAN).recommendations.map((item) => item.title);
    expect(titles).not.toContain('Name who is responsible');
    expect(titles).not.toContain('Give each action a deadline');
    expect(titles).not.toContain('Replace vague amounts with figures');
  });

  it('does not ask an argument for owners and deadlines: its "should" is an opinion, not a task', () => {
    const essay = `School Uniforms

Schools should not force students to wear uniforms, because clothing is a way to express who you are.
Uniforms cost families money that could be spent on books and other school supplies.
Students should be trusted to dress sensibly, and teachers should focus on teaching rather than clothing.`;
    const titles = analyze(essay).recommendations.map((item) => item.title);
    expect(titles).not.toContain('Name who is responsible');
    expect(titles).not.toContain('Give each action a deadline');
  });

  it('points out a problem that no action follows', () => {
    const result = analyze(VAGUE_PLAN);
    const problem = result.recommendations.find((item) => item.title === 'Say what will be done about each problem');
    expect(problem).toBeUndefined();
    const unanswered = analyze(
      `${VAGUE_PLAN}\n\nAttendance at the Sunday sessions keeps falling and complaints about parking are rising.`,
    );
    expect(
      unanswered.recommendations.find((item) => item.title === 'Say what will be done about each problem')?.evidence
        ?.quote,
    ).toBe('Attendance at the Sunday sessions keeps falling and complaints about parking are rising.');
  });

  it('lists the most important recommendations first', () => {
    const order = { high: 0, medium: 1, low: 2 };
    const impacts = analyze(VAGUE_PLAN, 'annual budget forecast').recommendations.map((item) => order[item.impact]);
    expect(impacts).toEqual([...impacts].sort((a, b) => a - b));
    expect(impacts[0]).toBe(0);
  });
});

describe('other documents: effectiveness score', () => {
  it('breaks the score into named factors that explain the difference between two versions', () => {
    const vague = analyze(VAGUE_PLAN).overallAssessment;
    const concrete = analyze(CONCRETE_PLAN).overallAssessment;
    const factor = (assessment: typeof vague, name: string) =>
      assessment.factors?.find((item) => item.name === name)?.score ?? -1;
    expect(vague.factors?.map((item) => item.name)).toEqual(['Clarity', 'Structure', 'Specificity', 'Actionability']);
    expect(factor(concrete, 'Specificity')).toBeGreaterThan(factor(vague, 'Specificity'));
    expect(factor(concrete, 'Actionability')).toBeGreaterThan(factor(vague, 'Actionability'));
    expect(concrete.score).toBeGreaterThan(vague.score);
  });

  it('gives a score that is the mean of its factors, each quoting the document', () => {
    const { score, factors = [] } = analyze(CONCRETE_PLAN).overallAssessment;
    const mean = factors.reduce((sum, item) => sum + item.score, 0) / factors.length;
    expect(score).toBe(Math.round(mean));
    expect(factors.every((item) => item.evidence !== undefined)).toBe(true);
  });

  it('invents nothing from a page without text', () => {
    const result = analyze('   \n ');
    expect(collectEvidence(result)).toEqual([]);
    expect(result.keyInsights).toEqual([]);
    expect(result.overallAssessment).toEqual({ score: 0, factors: [] });
  });
});

describe('other documents: key insights', () => {
  it('adds the most central commitment that is not already a central point, labelled and quoted', () => {
    const insights = analyze(CONCRETE_PLAN).keyInsights;
    const commitment = insights.find((item) => item.title.startsWith('Commitment: '));
    expect(commitment?.description).toMatch(/^What is promised or asked: .+ will /u);
    expect(new Set(insights.map((item) => item.evidence?.quote)).size).toBe(insights.length);
  });
});

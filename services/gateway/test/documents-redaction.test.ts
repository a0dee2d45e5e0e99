import type { AnalysisType } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import type { AnalysedDocument } from '../src/documents/analysis-counts';
import { analysisForPlan, redactAnalysis } from '../src/documents/analysis-redaction';
import { contractAnalysis, cvAnalysis, essayAnalysis, otherAnalysis, PAID_DETAIL } from './documents-sample-analyses';

function analysed(documentType: AnalysisType, analysis: Record<string, unknown>): AnalysedDocument {
  return { documentType, analysis, riskLevel: null, overallGrade: null, overallScore: null };
}

const samples = [
  ['contract', contractAnalysis],
  ['essay', essayAnalysis],
  ['cv', cvAnalysis],
  ['other', otherAnalysis],
] as const;

describe('free-plan redaction', () => {
  it.each(samples)('a %s analysis keeps no paid detail and says an upgrade unlocks it', (type, analysis) => {
    const redacted = analysisForPlan(analysed(type, analysis), 'free');
    expect(JSON.stringify(redacted)).not.toContain(PAID_DETAIL);
    expect(redacted).toMatchObject({ redacted: true, upgradeRequired: 'pro', documentType: type });
    expect(redacted?.summary).toEqual(analysis.summary);
  });

  it.each(samples)('a paid plan gets the %s analysis exactly as stored', (type, analysis) => {
    expect(analysisForPlan(analysed(type, analysis), 'pro')).toEqual(analysis);
    expect(analysisForPlan(analysed(type, analysis), 'enterprise')).toEqual(analysis);
  });

  it('contract: the overall risk, the counts, three key-term names and the findings by title only', () => {
    const redacted = redactAnalysis(analysed('contract', contractAnalysis));
    expect(redacted?.riskAssessment).toEqual({
      overall: 'high',
      overallScore: 72,
      highRisk: 2,
      mediumRisk: 1,
      lowRisk: 0,
    });
    expect(redacted?.keyTerms).toEqual(['Territory', 'Indemnification', 'Exclusivity']);
    expect(redacted?.keyFindings).toEqual([
      { type: 'high', title: 'Unlimited indemnification' },
      { type: 'medium', title: 'Unilateral price changes' },
      { type: 'medium', title: 'Minimum purchase commitment' },
    ]);
    expect(redacted).not.toHaveProperty('industryContext');
    expect(redacted).not.toHaveProperty('recommendations');
    expect(redacted).not.toHaveProperty('risks');
    expect(redacted?.counts).toMatchObject({
      riskCounts: { high: 2, medium: 1, low: 0, overall: 'high' },
      keyTermsCount: 4,
      recommendationsCount: 3,
    });
  });

  it('essay: grade, scores, counts and the general list; no corrections, detailed suggestions or model answers', () => {
    const redacted = redactAnalysis(analysed('essay', essayAnalysis));
    expect(redacted?.overallGrade).toEqual(essayAnalysis.overallGrade);
    // Spec part 2 §6: free users get no essay improvement suggestions beyond the general list.
    expect(redacted?.grammarAndStyle).toEqual({ score: 81, concisenessScore: 66, grammarIssues: 3, spellingIssues: 2 });
    expect(redacted?.detailedImprovements).toEqual({ immediate: ['First immediate step', 'Second immediate step'] });
    for (const paidSection of ['actionableFixes', 'modelAnswerExamples']) {
      expect(redacted).not.toHaveProperty(paidSection);
    }
    const text = JSON.stringify(redacted);
    for (const detail of ['correction 1', 'improvement 1', 'weakness 1', 'First content step', 'First fix step']) {
      expect(text).not.toContain(detail);
    }
    expect(redacted?.structureAnalysis).toEqual({ score: 70 });
    expect(redacted?.counts).toMatchObject({
      gradeInfo: { overallGrade: 'B+', score: 78 },
      improvementCounts: { grammar: 3, improvements: 12, critical: 0, enhancements: 0, total: 15 },
    });
  });

  it('essay: the band stays with the grade; the traits keep their scores and shares, their evidence is paid', () => {
    const band = { low: 'B', high: 'A-', lowScore: 70, highScore: 86 };
    const graded = {
      ...essayAnalysis,
      overallGrade: {
        ...essayAnalysis.overallGrade,
        band,
        traits: [
          {
            trait: 'position',
            score: 74,
            weight: 0.2,
            evidence: [`${PAID_DETAIL} states a position`],
            quote: { text: `${PAID_DETAIL} thesis sentence` },
          },
          { trait: 'elaboration', score: 80, weight: 0.4, evidence: [`${PAID_DETAIL} 420 words`] },
        ],
      },
    };
    const redacted = redactAnalysis(analysed('essay', graded));
    expect(redacted?.overallGrade).toEqual({
      ...essayAnalysis.overallGrade,
      band,
      traits: [
        { trait: 'position', score: 74, weight: 0.2 },
        { trait: 'elaboration', score: 80, weight: 0.4 },
      ],
    });
    expect(JSON.stringify(redacted)).not.toContain(PAID_DETAIL);
    expect(analysisForPlan(analysed('essay', graded), 'pro')).toEqual(graded);
  });

  it('cv: the scores stay, the improvement plan, alignment, competition and rewrites go', () => {
    const redacted = redactAnalysis(analysed('cv', cvAnalysis));
    expect(redacted?.overallScore).toEqual({ score: 74 });
    expect(redacted?.atsFriendliness).toEqual({ atsScore: 80, atsCompatible: true });
    expect(redacted?.experienceAnalysis).toEqual({
      quantifiedAchievements: 4,
      genericDuties: 6,
      achievementRatio: 0.4,
      rating: 'good',
    });
    for (const paidSection of [
      'criticalImprovements',
      'industryAlignment',
      'competitiveAnalysis',
      'beforeAfterExamples',
    ]) {
      expect(redacted).not.toHaveProperty(paidSection);
    }
    expect(redacted?.counts).toMatchObject({
      cvScores: { overall: 74, atsCompatibility: 80, firstImpression: 68 },
      improvementCounts: { grammar: 1, critical: 2, enhancements: 2 },
    });
  });

  it('other: the score and the key insights by title; recommendations only as a count', () => {
    const redacted = redactAnalysis(analysed('other', otherAnalysis));
    expect(redacted?.overallAssessment).toEqual({ score: 64 });
    expect(redacted?.keyInsights).toEqual([{ title: 'Recurring subscriptions' }, { title: 'Overdraft fee' }]);
    expect(redacted).not.toHaveProperty('recommendations');
    expect(redacted?.counts).toMatchObject({ insightCounts: { keyInsights: 2, recommendations: 3, total: 5 } });
  });

  it('a field the engine adds later stays hidden until the redaction lists it', () => {
    const future = { ...contractAnalysis, negotiationScript: `${PAID_DETAIL} say this to the landlord` };
    expect(JSON.stringify(redactAnalysis(analysed('contract', future)))).not.toContain(PAID_DETAIL);
  });

  it.each(['contract', 'essay', 'cv', 'other'] as const)('a %s analysis missing every field is fine', (type) => {
    const redacted = redactAnalysis(analysed(type, { summary: 'Short.', keyFindings: 'not a list' }));
    expect(redacted).toMatchObject({ redacted: true, summary: 'Short.', counts: { keyTermsCount: 0 } });
  });

  it('no analysis stays no analysis, whatever the plan', () => {
    const none: AnalysedDocument = { ...analysed('contract', {}), analysis: null };
    expect(analysisForPlan(none, 'free')).toBeNull();
    expect(analysisForPlan(none, 'pro')).toBeNull();
  });
});

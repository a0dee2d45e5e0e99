import type { AtsFriendliness, CvScoreFactor, Evidence, WritingQuality } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { countOf } from '../wording';
import type { CvFacts } from './cv-facts';
import { FACTOR_WEIGHTS } from './cv-scores';

export interface ScoreParts {
  ats: AtsFriendliness;
  impact: number;
  writing: WritingQuality;
  writingPoints: number;
  completeness: number;
}

/** The overall score taken apart, each part pointing at the text that most shaped it. */
export function cvScoreFactors(facts: CvFacts, parts: ScoreParts): CvScoreFactor[] {
  return [
    withEvidence(
      {
        name: 'ATS readability',
        score: parts.ats.atsScore,
        weight: FACTOR_WEIGHTS.ats,
        explanation:
          parts.ats.recommendations.length === 0
            ? 'Standard headings, contact details and dates that parsers read.'
            : `${countOf(parts.ats.recommendations.length, 'check')} failed; the first to fix: ${parts.ats.recommendations[0]}`,
      },
      facts.sections[0] ? evidenceFrom(facts.sections[0].heading) : undefined,
    ),
    withEvidence(
      {
        name: 'Impact of experience',
        score: parts.impact,
        weight: FACTOR_WEIGHTS.impact,
        explanation: `${countOf(facts.statements.filter((s) => s.quantified).length, 'line')} of ${facts.statements.length} show a measurable result; lines led by action verbs count too.`,
      },
      impactEvidence(facts),
    ),
    withEvidence(
      {
        name: 'Writing',
        score: parts.writingPoints,
        weight: FACTOR_WEIGHTS.writing,
        explanation: parts.writing.feedback,
      },
      parts.writing.grammarIssues[0]?.evidence ??
        parts.writing.wordyExamples[0]?.evidence ??
        parts.writing.activeVoiceExamples[0]?.evidence,
    ),
    withEvidence(
      {
        name: 'Completeness',
        score: parts.completeness,
        weight: FACTOR_WEIGHTS.completeness,
        explanation: 'Summary, experience, education, skills and an email address each add to this part.',
      },
      completenessEvidence(facts),
    ),
  ];
}

function withEvidence(factor: Omit<CvScoreFactor, 'evidence'>, evidence: Evidence | undefined): CvScoreFactor {
  return evidence ? { ...factor, evidence } : factor;
}

/** The best result shown, or else the first duty that could become one. */
function impactEvidence(facts: CvFacts): Evidence | undefined {
  const line = facts.statements.find((s) => s.quantified)?.line ?? facts.statements.find((s) => s.genericDuty)?.line;
  return line ? evidenceFrom(line) : undefined;
}

function completenessEvidence(facts: CvFacts): Evidence | undefined {
  const { email } = facts.contact;
  const line = facts.summaryLines[0] ?? (email ? facts.lines.find((l) => l.text.includes(email)) : undefined);
  return line ? evidenceFrom(line) : undefined;
}

import { Badge } from '../../../../../components/ui/badge';
import { EvidenceQuote } from '../../../../../components/ui/evidence-quote';
import { Heading, NestedHeadings } from '../../../../../components/ui/heading-level';
import { ScoredCard } from '../../../../../components/ui/scored-card';
import { TitledList } from '../../../../../components/ui/titled-list';
import { UpgradePrompt } from '../../../../../components/ui/upgrade-prompt';
import { type CvSectionProps, occupationLabel, percentOf, sentenceCase } from './cv-view-data';

/** The 'insights' slot of a CV: how it fits the industry and the competition. */
export function CvCareerInsights({ cv, limited, onJumpToEvidence }: CvSectionProps) {
  const alignment = cv.industryAlignment;
  const competition = cv.competitiveAnalysis;
  const skills = cv.skillsAnalysis;
  const occupation = cv.detectedOccupation;
  return (
    <div className="space-y-4">
      <Heading className="text-xl font-semibold">Career Insights</Heading>
      <NestedHeadings>
        {limited && (
          <UpgradePrompt
            title="Unlock career insights"
            description="Upgrade to Pro for industry and role alignment, market competitiveness and missing skills."
          />
        )}
        {(alignment || occupation) && (
          <ScoredCard title="Industry & Role Alignment">
            {occupation?.category && (
              <div className="space-y-1">
                <p>
                  Reads as: <span className="font-medium">{occupationLabel(occupation.category)}</span>
                  {occupation.confidence !== undefined && (
                    <span className="text-muted-foreground"> ({percentOf(occupation.confidence)} confidence)</span>
                  )}
                </p>
                <EvidenceQuote evidence={occupation.evidence} onJump={onJumpToEvidence} />
              </div>
            )}
            {alignment && (
              <dl className="grid gap-2 sm:grid-cols-2">
                <Fact term="Industry match" value={alignment.industryMatch} />
                <Fact term="Experience relevance" value={alignment.experienceRelevance} />
                <Fact term="Skills alignment" value={alignment.skillsAlignment} />
                <Fact term="Career progression" value={alignment.careerProgression} />
              </dl>
            )}
            {alignment?.feedback && <p>{alignment.feedback}</p>}
          </ScoredCard>
        )}
        {competition && (
          <ScoredCard title="Market Competitiveness">
            {competition.marketPosition && <p>{competition.marketPosition}</p>}
            {competition.differentiationLevel && (
              <p>
                Differentiation: <Badge variant="outline">{competition.differentiationLevel}</Badge>
              </p>
            )}
            <TitledList title="Strengths against other candidates" items={competition.strengthsVsCompetition} />
            <TitledList title="Weaknesses against other candidates" items={competition.weaknessesVsCompetition} />
            {competition.improvementImpact && <p>{competition.improvementImpact}</p>}
          </ScoredCard>
        )}
        {skills && (
          <ScoredCard title="Skills">
            <dl className="grid gap-2 sm:grid-cols-2">
              <Fact term="Technical skills" value={skills.technicalSkillsCount?.toString()} />
              <Fact
                term="Keyword match"
                value={
                  skills.keywordMatchPercentage === undefined ? undefined : percentOf(skills.keywordMatchPercentage)
                }
              />
              <Fact term="Relevance to role" value={skills.relevanceToRole} />
              <Fact term="Industry alignment" value={skills.industryAlignment} />
            </dl>
            <TitledList title="Missing key skills" items={skills.missingKeySkills} />
            {skills.feedback && <p>{skills.feedback}</p>}
          </ScoredCard>
        )}
      </NestedHeadings>
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string | undefined }) {
  if (value === undefined) return null;
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd>{sentenceCase(value)}</dd>
    </div>
  );
}

import { Badge } from '../../../../../components/ui/badge';
import { EvidenceQuote } from '../../../../../components/ui/evidence-quote';
import { Heading, NestedHeadings } from '../../../../../components/ui/heading-level';
import { ScoredCard } from '../../../../../components/ui/scored-card';
import { TitledList } from '../../../../../components/ui/titled-list';
import { UpgradePrompt } from '../../../../../components/ui/upgrade-prompt';
import { BeforeAfterRewrite } from '../before-after-rewrite';
import { type CvSectionProps, percentOf } from './cv-view-data';

/** The 'details' slot of a CV: what a recruiter and an ATS see first, and the experience behind it. */
export function CvFirstImpressions({ cv, limited, onJumpToEvidence }: CvSectionProps) {
  const { firstImpression, modernFormatting, overallScore, professionalSummary, professionalPresentation } = cv;
  const ats = cv.atsFriendliness;
  const experience = cv.experienceAnalysis;
  return (
    <div className="space-y-4">
      <Heading className="text-xl font-semibold">First Impressions Analysis</Heading>
      <NestedHeadings>
        <ScoredCard title="10-Second Scan" score={firstImpression?.score}>
          {firstImpression?.readabilityTime && <p>Full read: {firstImpression.readabilityTime}</p>}
          {firstImpression?.feedback && <p>{firstImpression.feedback}</p>}
          <TitledList title="What catches the eye" items={firstImpression?.positiveElements} />
          <TitledList title="Red flags" items={firstImpression?.redFlags} />
        </ScoredCard>
        {modernFormatting && (
          <ScoredCard title="Modern Formatting">
            <Facts
              facts={[
                ['Visual hierarchy', modernFormatting.visualHierarchy],
                ['Whitespace', modernFormatting.whitespaceUsage],
                ['Typography', modernFormatting.typography],
                ['Overall', modernFormatting.overallAssessment],
              ]}
            />
          </ScoredCard>
        )}
        <ScoredCard title="Hiring Manager Impression" score={overallScore?.score}>
          {overallScore?.feedback && <p>{overallScore.feedback}</p>}
          <TitledList title="Strengths" items={overallScore?.strengths} />
          <TitledList title="Weaknesses" items={overallScore?.weaknesses} />
          {overallScore?.factors?.map((factor) => (
            <div key={factor.name} className="space-y-1 rounded-md border p-3">
              <p className="font-medium">
                {factor.name}: {factor.score}/100
                {factor.weight !== undefined && (
                  <span className="text-muted-foreground"> (weight {percentOf(factor.weight)})</span>
                )}
              </p>
              <p>{factor.explanation}</p>
              <EvidenceQuote evidence={factor.evidence} onJump={onJumpToEvidence} />
            </div>
          ))}
        </ScoredCard>
        {professionalSummary && (
          <ScoredCard title="Professional Summary">
            {professionalSummary.quality && <Badge variant="outline">{professionalSummary.quality}</Badge>}
            <Facts
              facts={[
                ['Words', professionalSummary.wordCount?.toString()],
                ['Length', professionalSummary.lengthAssessment],
              ]}
            />
            {professionalSummary.feedback && <p>{professionalSummary.feedback}</p>}
            <EvidenceQuote evidence={professionalSummary.evidence} onJump={onJumpToEvidence} />
          </ScoredCard>
        )}
        {professionalPresentation && (
          <ScoredCard title="Professional Presentation">
            <ul className="grid gap-1 sm:grid-cols-2">
              <YesNo value={professionalPresentation.contactInfoComplete} label="Complete contact information" />
              <YesNo value={professionalPresentation.professionalEmail} label="Professional email address" />
              <YesNo value={professionalPresentation.linkedInPresent} label="LinkedIn profile" />
              <YesNo value={professionalPresentation.lengthAppropriate} label="Appropriate length" />
            </ul>
            <TitledList title="Contact issues" items={professionalPresentation.contactIssues} />
          </ScoredCard>
        )}
        <ScoredCard title="ATS Score" score={ats?.atsScore}>
          {ats?.atsCompatible !== undefined && (
            <p>
              {ats.atsCompatible
                ? 'Compatible with applicant tracking systems'
                : 'May be rejected by applicant tracking systems'}
            </p>
          )}
          <TitledList title="Critical issues" items={ats?.criticalIssues} />
          <TitledList title="Recommendations" items={ats?.recommendations} />
        </ScoredCard>
        {experience && (
          <ScoredCard title="Experience">
            <Facts
              facts={[
                ['Quantified achievements', experience.quantifiedAchievements?.toString()],
                ['Generic duties', experience.genericDuties?.toString()],
                [
                  'Achievement ratio',
                  experience.achievementRatio === undefined ? undefined : percentOf(experience.achievementRatio),
                ],
                ['Rating', experience.rating],
              ]}
            />
            {experience.feedback && <p>{experience.feedback}</p>}
            {experience.weakExamples?.map((example) => (
              <BeforeAfterRewrite
                key={example.original}
                before={example.original}
                after={example.improved}
                explanation={example.explanation}
                evidence={example.evidence}
                onJumpToEvidence={onJumpToEvidence}
              />
            ))}
            <TitledList title="Strong examples" items={experience.strongExamples?.map((example) => example.text)} />
          </ScoredCard>
        )}
        {limited && (
          <UpgradePrompt
            title="Get the full first-impressions analysis"
            description="Upgrade to Pro for the feedback, red flags and rewrites behind each score."
          />
        )}
      </NestedHeadings>
    </div>
  );
}

function Facts({ facts }: { facts: [string, string | undefined][] }) {
  const shown = facts.filter(([, value]) => value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="grid gap-2 sm:grid-cols-2">
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs text-muted-foreground">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function YesNo({ value, label }: { value: boolean | undefined; label: string }) {
  if (value === undefined) return null;
  return (
    <li>
      {value ? '✓' : '✗'} {label}
      <span className="sr-only">{value ? ': yes' : ': no'}</span>
    </li>
  );
}

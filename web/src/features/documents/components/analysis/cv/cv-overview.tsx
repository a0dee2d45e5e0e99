import { Card, CardContent, CardHeader, CardTitle } from '../../../../../components/ui/card';
import { StatCard } from '../../../../../components/ui/stat-card';
import { TitledList } from '../../../../../components/ui/titled-list';
import { UpgradePrompt } from '../../../../../components/ui/upgrade-prompt';
import type { CvSectionProps } from './cv-view-data';
import { CvWritingQuality } from './cv-writing-quality';

export function CvOverview(props: CvSectionProps) {
  const { cv, limited } = props;
  const targetJob = cv.analysisParameters?.targetJob?.trim();
  const keyPoints = cv.jobSpecificSummary ?? [];
  const marketPosition = cv.competitiveAnalysis?.marketPosition;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard label="Overall Score" value={scoreText(cv.overallScore?.score)} />
        <StatCard
          label="ATS Score"
          value={scoreText(cv.atsFriendliness?.atsScore)}
          hint={atsHint(cv.atsFriendliness?.atsCompatible)}
        />
        <StatCard
          label="First Impression"
          value={scoreText(cv.firstImpression?.score)}
          hint={cv.firstImpression?.readabilityTime}
        />
      </div>
      {keyPoints.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">
              {targetJob ? `Key Points for ${targetJob}` : 'Key Points for Your Target Role'}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <TitledList title="What stands out" items={keyPoints} />
          </CardContent>
        </Card>
      )}
      {marketPosition && (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Market Position</CardTitle>
          </CardHeader>
          <CardContent className="text-sm">{marketPosition}</CardContent>
        </Card>
      )}
      {limited && keyPoints.length === 0 && !marketPosition && (
        <UpgradePrompt
          title="See how your CV fits the role"
          description="Upgrade to Pro for key points for your target role and your position in the market."
        />
      )}
      <CvWritingQuality {...props} />
    </div>
  );
}

function scoreText(score: number | undefined): string {
  return score === undefined ? '—' : `${score}/100`;
}

function atsHint(compatible: boolean | undefined): string | undefined {
  if (compatible === undefined) return undefined;
  return compatible ? 'ATS compatible' : 'May not pass ATS filters';
}

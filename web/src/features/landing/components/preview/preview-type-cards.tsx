import type { DocumentPreview } from '@doclens/api';
import { Badge, type BadgeProps } from '../../../../components/ui/badge';
import { PreviewStat } from './preview-stat';

/** The essay card's structure value is fixed by the spec (part 1 §2), not measured. */
const FIXED_STRUCTURE_SCORE = 85;

const RISK_BADGE: Record<string, { variant: BadgeProps['variant']; className: string }> = {
  high: { variant: 'danger', className: 'bg-red-100 text-red-800' },
  medium: { variant: 'outline', className: 'border-transparent bg-orange-100 text-orange-800' },
  low: { variant: 'success', className: 'bg-green-100 text-green-800' },
};

/** The counts a visitor sees for their document's type. */
export function PreviewTypeCards({ preview }: { preview: DocumentPreview }) {
  switch (preview.documentType) {
    case 'contract':
      return <ContractCards preview={preview} />;
    case 'essay':
      return <EssayCards preview={preview} />;
    case 'cv':
      return <CvCards preview={preview} />;
    case 'other':
      return <OtherCards preview={preview} />;
    default:
      return null;
  }
}

function ContractCards({ preview }: { preview: DocumentPreview }) {
  const risks = preview.riskCounts;
  const overall = risks?.overall.toLowerCase() ?? '';
  const badge = RISK_BADGE[overall];
  return (
    <section aria-label="Contract risks" className="grid gap-3">
      <dl className="grid grid-cols-3 gap-2">
        <PreviewStat label="High Risks" value={risks?.high ?? 0} className="text-red-700" />
        <PreviewStat label="Medium Risks" value={risks?.medium ?? 0} className="text-orange-700" />
        <PreviewStat label="Low Risks" value={risks?.low ?? 0} className="text-green-700" />
      </dl>
      {risks && (
        <p className="flex items-center gap-2 text-sm">
          Overall risk:
          <Badge variant={badge?.variant ?? 'outline'} className={badge?.className}>
            {risks.overall.toUpperCase()}
          </Badge>
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2">
        <PreviewStat label="Key Terms Identified" value={preview.keyTermsCount} />
        <PreviewStat label="Recommendations" value={preview.recommendationsCount} />
      </dl>
    </section>
  );
}

function EssayCards({ preview }: { preview: DocumentPreview }) {
  const grade = preview.gradeInfo;
  const counts = preview.improvementCounts;
  return (
    <section aria-label="Essay grade">
      <dl className="grid grid-cols-2 gap-2">
        <PreviewStat label="Overall Grade" value={grade ? `${grade.overallGrade} (${grade.score}/100)` : '—'} />
        <PreviewStat label="Structure" value={`${FIXED_STRUCTURE_SCORE}/100`} />
        <PreviewStat label="Grammar Issues" value={counts?.grammar ?? 0} />
        <PreviewStat label="Improvements" value={counts?.improvements ?? 0} />
      </dl>
    </section>
  );
}

function CvCards({ preview }: { preview: DocumentPreview }) {
  const scores = preview.cvScores;
  const counts = preview.improvementCounts;
  return (
    <section aria-label="CV scores">
      <dl className="grid grid-cols-3 gap-2">
        <PreviewStat label="Overall Score" value={`${scores?.overall ?? 0}/100`} />
        <PreviewStat label="ATS Score" value={`${scores?.atsCompatibility ?? 0}/100`} />
        <PreviewStat label="First Impression" value={`${scores?.firstImpression ?? 0}/100`} />
      </dl>
      <dl className="mt-2 grid grid-cols-2 gap-2">
        <PreviewStat label="Critical Fixes" value={counts?.critical ?? 0} />
        <PreviewStat label="Enhancements" value={counts?.enhancements ?? 0} />
      </dl>
    </section>
  );
}

function OtherCards({ preview }: { preview: DocumentPreview }) {
  const counts = preview.insightCounts;
  return (
    <section aria-label="Document insights">
      <dl className="grid grid-cols-3 gap-2">
        <PreviewStat label="Key Insights" value={counts?.keyInsights ?? 0} />
        <PreviewStat label="Recommendations" value={counts?.recommendations ?? 0} />
        <PreviewStat label="Total Insights" value={counts?.total ?? 0} />
      </dl>
    </section>
  );
}

import type { DocumentListItem } from '@doclens/api';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { DocumentCardHeading } from './document-card-heading';

const RISK_BADGE_VARIANT: Record<NonNullable<DocumentListItem['riskLevel']>, BadgeProps['variant']> = {
  high: 'danger',
  medium: 'warning',
  low: 'success',
};

const RISK_LEVEL_NAMES = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** The headline of the analysis: risk for contracts, grade for essays, score for CVs. */
function AnalysisHighlight({ document }: { document: DocumentListItem }) {
  if (document.documentType === 'contract' && document.riskLevel) {
    return <Badge variant={RISK_BADGE_VARIANT[document.riskLevel]}>{RISK_LEVEL_NAMES[document.riskLevel]} Risk</Badge>;
  }
  if (document.documentType === 'essay' && document.overallGrade) {
    return <Badge variant="outline">Grade: {document.overallGrade}</Badge>;
  }
  if (document.documentType === 'cv' && document.overallScore !== null) {
    return <Badge variant="outline">Score: {document.overallScore}/100</Badge>;
  }
  if (document.documentType === 'other') return <Badge variant="outline">Analysis Complete</Badge>;
  return null;
}

export function CompletedDocumentCard({ document }: { document: DocumentListItem }) {
  return (
    <Link
      to={`/document/${document.id}`}
      className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Card className="transition-colors hover:border-primary/60">
        <CardContent className="grid gap-2 pt-6">
          <DocumentCardHeading
            document={document}
            icon={<FileText className="h-5 w-5 text-primary" aria-hidden="true" />}
            badge={<Badge variant="success">Completed</Badge>}
          />
          <div>
            <AnalysisHighlight document={document} />
          </div>
        </CardContent>
      </Card>
    </Link>
  );
}

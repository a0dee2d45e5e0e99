import type { AnalysisType } from '@doclens/api';
import { Briefcase, FileText, PenLine, Scale } from 'lucide-react';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { LANDING_TYPE_OPTIONS } from '../../../lib/analysis-type-labels';

const ICONS: Record<AnalysisType, typeof Scale> = { contract: Scale, essay: PenLine, cv: Briefcase, other: FileText };
const OPTIONS = LANDING_TYPE_OPTIONS.map((option) => ({ ...option, value: option.type, icon: ICONS[option.type] }));

interface AnalysisTypeSelectorProps {
  value: AnalysisType;
  onChange: (type: AnalysisType) => void;
}

/** The landing page's four type buttons; contract is the default. */
export function AnalysisTypeSelector({ value, onChange }: AnalysisTypeSelectorProps) {
  return (
    <RadioCardGroup
      name="analysis-type"
      legend="Document type"
      legendHidden
      options={OPTIONS}
      value={value}
      onChange={onChange}
      variant="tiles"
    />
  );
}

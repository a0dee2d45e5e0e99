import type { AnalysisType } from '@doclens/api';
import { Briefcase, FileQuestion, FileText, Scale } from 'lucide-react';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { ANALYSIS_TYPE_OPTIONS } from '../../../lib/analysis-type-labels';

const TYPE_ICONS = { essay: FileText, cv: Briefcase, contract: Scale, other: FileQuestion } as const;
const OPTIONS = ANALYSIS_TYPE_OPTIONS.map((option) => ({
  ...option,
  value: option.type,
  icon: TYPE_ICONS[option.type],
}));

/** The four types of the type-selection step, with their descriptions. */
export function AnalysisTypePicker({
  value,
  onChange,
}: {
  value: AnalysisType | null;
  onChange: (type: AnalysisType) => void;
}) {
  return (
    <RadioCardGroup
      name="analysis-type"
      legend="Document type"
      options={OPTIONS}
      value={value}
      onChange={onChange}
      variant="cards"
    />
  );
}

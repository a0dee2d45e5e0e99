import type { AnalysisType } from '@doclens/api';
import { Briefcase, FileText, PenLine, Scale } from 'lucide-react';
import { cn } from '../../../lib/class-names';
import { ANALYSIS_TYPE_OPTIONS } from '../analysis-type-options';

const ICONS: Record<AnalysisType, typeof Scale> = { contract: Scale, essay: PenLine, cv: Briefcase, other: FileText };

interface AnalysisTypeSelectorProps {
  value: AnalysisType;
  onChange: (type: AnalysisType) => void;
}

/** Native radios drawn as buttons: one tab stop, arrow keys move the choice, screen readers know the group. */
export function AnalysisTypeSelector({ value, onChange }: AnalysisTypeSelectorProps) {
  return (
    <fieldset className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <legend className="sr-only">Document type</legend>
      {ANALYSIS_TYPE_OPTIONS.map((option) => {
        const Icon = ICONS[option.type];
        const checked = option.type === value;
        return (
          <label
            key={option.type}
            className={cn(
              'grid cursor-pointer justify-items-center gap-1 rounded-lg border-2 p-3 text-center transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              checked ? 'border-primary bg-primary/10' : 'border-muted hover:border-primary/50',
            )}
          >
            <input
              type="radio"
              name="analysis-type"
              value={option.type}
              checked={checked}
              onChange={() => onChange(option.type)}
              className="sr-only"
            />
            <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
            <span className="font-medium">{option.label}</span>
            <span className="text-xs text-muted-foreground">{option.description}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

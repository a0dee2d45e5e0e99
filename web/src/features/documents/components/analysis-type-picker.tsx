import type { AnalysisType } from '@doclens/api';
import { Briefcase, FileQuestion, FileText, Scale } from 'lucide-react';
import { cn } from '../../../lib/class-names';
import { ANALYSIS_TYPE_OPTIONS } from '../analysis-type-options';

const TYPE_ICONS = { essay: FileText, cv: Briefcase, contract: Scale, other: FileQuestion } as const;

/** The four types as a radio group: arrow keys move between them, as with native radios. */
export function AnalysisTypePicker({
  value,
  onChange,
}: {
  value: AnalysisType | null;
  onChange: (type: AnalysisType) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium">Document type</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {ANALYSIS_TYPE_OPTIONS.map((option) => {
          const Icon = TYPE_ICONS[option.type];
          const selected = value === option.type;
          return (
            <label
              key={option.type}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border-2 p-4 transition-colors focus-within:ring-2 focus-within:ring-ring',
                selected ? 'border-primary bg-primary/5' : 'border-muted hover:border-primary/50',
              )}
            >
              <input
                type="radio"
                name="analysis-type"
                value={option.type}
                checked={selected}
                onChange={() => onChange(option.type)}
                className="sr-only"
              />
              <Icon className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
              <span className="grid gap-1">
                <span className="font-medium">{option.label}</span>
                <span className="text-sm text-muted-foreground">{option.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

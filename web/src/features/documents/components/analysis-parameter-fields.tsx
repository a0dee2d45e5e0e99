import {
  ACADEMIC_LEVELS,
  type AnalysisType,
  CONTRACT_ROLES,
  CV_PERSPECTIVES,
  EXPERIENCE_LEVELS,
  REQUIRED_PARAMETER_LABELS,
} from '@doclens/api';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PARAMETER_VALUE_LABELS } from '../../../lib/analysis-parameter-labels';
import type { ParameterValues } from '../analysis-parameters-form';

type FieldSpec =
  | { kind: 'select'; name: string; label: string; options: readonly string[]; required?: boolean }
  | { kind: 'text' | 'multiline'; name: string; label: string };

/** A required choice, labelled as the API names it in its validation messages. */
function requiredSelect(type: AnalysisType, name: string, options: readonly string[]): FieldSpec {
  return { kind: 'select', name, label: REQUIRED_PARAMETER_LABELS[type][name] ?? '', options, required: true };
}

/** The customisation fields of each analysis type, in the form's order (spec part 2 §3). */
const PARAMETER_FIELDS: Record<AnalysisType, { layout: string; fields: FieldSpec[] }> = {
  essay: {
    layout: 'grid gap-4 sm:grid-cols-2',
    fields: [
      requiredSelect('essay', 'academicLevel', ACADEMIC_LEVELS),
      { kind: 'text', name: 'subject', label: 'Subject' },
    ],
  },
  cv: {
    layout: 'grid gap-4 sm:grid-cols-2',
    fields: [
      requiredSelect('cv', 'perspective', CV_PERSPECTIVES),
      { kind: 'text', name: 'targetJob', label: 'Target Job' },
      { kind: 'select', name: 'experienceLevel', label: 'Experience Level', options: EXPERIENCE_LEVELS },
      { kind: 'text', name: 'industry', label: 'Industry' },
    ],
  },
  contract: {
    layout: 'grid gap-4',
    fields: [
      requiredSelect('contract', 'role', CONTRACT_ROLES),
      { kind: 'multiline', name: 'contractContext', label: 'Contract Context' },
    ],
  },
  other: { layout: 'grid gap-4', fields: [{ kind: 'text', name: 'documentPurpose', label: 'Document Purpose' }] },
};

const FIELD_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

interface ParameterFieldProps {
  field: FieldSpec;
  values: ParameterValues;
  onChange: (name: string, value: string) => void;
}

/** One parameter, labelled, as a choice, a line or a few lines of text. */
function ParameterField({ field, values, onChange }: ParameterFieldProps) {
  const id = useId();
  const value = values[field.name] ?? '';
  const change = (next: string) => onChange(field.name, next);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {field.label}
        {field.kind === 'select' && field.required && <span aria-hidden="true"> *</span>}
      </Label>
      {field.kind === 'select' ? (
        <select
          id={id}
          className={FIELD_CLASS}
          value={value}
          aria-required={field.required}
          onChange={(event) => change(event.target.value)}
        >
          <option value="">Select…</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {PARAMETER_VALUE_LABELS[option] ?? option}
            </option>
          ))}
        </select>
      ) : field.kind === 'multiline' ? (
        <textarea
          id={id}
          rows={3}
          maxLength={2000}
          className={FIELD_CLASS.replace('h-10', 'min-h-20')}
          value={value}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <Input id={id} maxLength={500} value={value} onChange={(event) => change(event.target.value)} />
      )}
    </div>
  );
}

/** The customisation fields of one analysis type. */
export function AnalysisParameterFields({
  type,
  values,
  onChange,
}: {
  type: AnalysisType;
  values: ParameterValues;
  onChange: (name: string, value: string) => void;
}) {
  const { layout, fields } = PARAMETER_FIELDS[type];
  return (
    <div className={layout}>
      {fields.map((field) => (
        <ParameterField key={field.name} field={field} values={values} onChange={onChange} />
      ))}
    </div>
  );
}

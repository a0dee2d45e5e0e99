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

interface FieldProps {
  label: string;
  name: string;
  values: ParameterValues;
  onChange: (name: string, value: string) => void;
  required?: boolean;
}

const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function SelectField({
  label,
  name,
  values,
  onChange,
  required,
  options,
}: FieldProps & { options: readonly string[] }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      <select
        id={id}
        className={SELECT_CLASS}
        value={values[name] ?? ''}
        aria-required={required}
        onChange={(event) => onChange(name, event.target.value)}
      >
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {PARAMETER_VALUE_LABELS[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}

function TextField({ label, name, values, onChange, multiline }: FieldProps & { multiline?: boolean }) {
  const id = useId();
  const value = values[name] ?? '';
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <textarea
          id={id}
          rows={3}
          maxLength={2000}
          className={SELECT_CLASS.replace('h-10', 'min-h-20')}
          value={value}
          onChange={(event) => onChange(name, event.target.value)}
        />
      ) : (
        <Input id={id} maxLength={500} value={value} onChange={(event) => onChange(name, event.target.value)} />
      )}
    </div>
  );
}

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
      {fields.map((field) =>
        field.kind === 'select' ? (
          <SelectField
            key={field.name}
            name={field.name}
            label={field.label}
            options={field.options}
            required={field.required}
            values={values}
            onChange={onChange}
          />
        ) : (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            multiline={field.kind === 'multiline'}
            values={values}
            onChange={onChange}
          />
        ),
      )}
    </div>
  );
}

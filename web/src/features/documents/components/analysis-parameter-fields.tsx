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

/** The customisation fields of one analysis type (spec part 2 §3). */
export function AnalysisParameterFields({
  type,
  values,
  onChange,
}: {
  type: AnalysisType;
  values: ParameterValues;
  onChange: (name: string, value: string) => void;
}) {
  const shared = { values, onChange };
  switch (type) {
    case 'essay':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...shared}
            name="academicLevel"
            label={REQUIRED_PARAMETER_LABELS.essay.academicLevel ?? ''}
            required
            options={ACADEMIC_LEVELS}
          />
          <TextField {...shared} name="subject" label="Subject" />
        </div>
      );
    case 'cv':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...shared}
            name="perspective"
            label={REQUIRED_PARAMETER_LABELS.cv.perspective ?? ''}
            required
            options={CV_PERSPECTIVES}
          />
          <TextField {...shared} name="targetJob" label="Target Job" />
          <SelectField {...shared} name="experienceLevel" label="Experience Level" options={EXPERIENCE_LEVELS} />
          <TextField {...shared} name="industry" label="Industry" />
        </div>
      );
    case 'contract':
      return (
        <div className="grid gap-4">
          <SelectField
            {...shared}
            name="role"
            label={REQUIRED_PARAMETER_LABELS.contract.role ?? ''}
            required
            options={CONTRACT_ROLES}
          />
          <TextField {...shared} name="contractContext" label="Contract Context" multiline />
        </div>
      );
    case 'other':
      return <TextField {...shared} name="documentPurpose" label="Document Purpose" />;
  }
}

import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';

/** What the field's input takes so that its label names it and its error message describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** Draws the input, spreading the props it is given onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled field with its validation message announced to screen readers. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const control: FieldControlProps = error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children(control)}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

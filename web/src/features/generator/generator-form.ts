import { GENERATION_TEMPLATES, type GenerationTemplate } from '@doclens/api';

/** One parameter row of the generator: a label and its value, both typed by the user. */
export interface ParameterRow {
  label: string;
  value: string;
}

export function rowsForTemplate(template: GenerationTemplate): ParameterRow[] {
  return template.labels.map((label) => ({ label, value: '' }));
}

export const EMPTY_ROW: ParameterRow = { label: '', value: '' };

/** Spec part 2 §5: only rows with both a label and a value are sent. */
export function parametersOf(rows: readonly ParameterRow[]): Record<string, string> {
  return Object.fromEntries(
    rows
      .map((row) => [row.label.trim(), row.value.trim()] as const)
      .filter(([label, value]) => label.length > 0 && value.length > 0),
  );
}

/** Removing a row always leaves at least one. */
export function withoutRow(rows: readonly ParameterRow[], index: number): ParameterRow[] {
  const remaining = rows.filter((_, position) => position !== index);
  return remaining.length > 0 ? remaining : [EMPTY_ROW];
}

export const GENERAL_TEMPLATES = GENERATION_TEMPLATES.filter((template) => template.category === 'general');
export const LEGAL_TEMPLATES = GENERATION_TEMPLATES.filter((template) => template.category === 'legal');

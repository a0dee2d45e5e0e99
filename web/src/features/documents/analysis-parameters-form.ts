import { type AnalysisType, REQUIRED_PARAMETER_LABELS } from '@doclens/api';

/** The customisation fields as typed: field name → text, empty when left blank. */
export type ParameterValues = Record<string, string>;

/** Labels of the required fields still blank, for 'Please fill in: …'. */
export function missingRequiredLabels(type: AnalysisType, values: ParameterValues): string[] {
  return Object.entries(REQUIRED_PARAMETER_LABELS[type])
    .filter(([field]) => !values[field]?.trim())
    .map(([, label]) => label);
}

/** The parameters to send: blank optional fields are left out rather than sent empty. */
export function filledParameters(values: ParameterValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

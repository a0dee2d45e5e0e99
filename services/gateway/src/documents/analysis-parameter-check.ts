import { type AnalysisType, analysisParametersSchemas, REQUIRED_PARAMETER_LABELS } from '@doclens/api';
import { HttpError } from '../http/http-errors';

/**
 * Validates the type-selection step's fields for `type`. Blank values count as not filled in (a
 * form sends '' for an untouched field); a missing required field answers with the form's own
 * wording, 'Please fill in: {labels}' (spec part 2 §5).
 */
export function checkedAnalysisParameters(type: AnalysisType, raw: Record<string, unknown>): Record<string, unknown> {
  const filledIn = Object.fromEntries(Object.entries(raw).filter(([, value]) => !isBlank(value)));
  const parsed = analysisParametersSchemas[type].safeParse(filledIn);
  if (parsed.success) return parsed.data;

  const fieldOf = (path: readonly PropertyKey[]) => String(path[0] ?? '');
  const missing = parsed.error.issues.map((issue) => fieldOf(issue.path)).filter((field) => !(field in filledIn));
  if (missing.length > 0) {
    const labels = [...new Set(missing)].map((field) => labelOf(type, field));
    throw new HttpError(400, `Please fill in: ${labels.join(', ')}`);
  }
  const [first] = parsed.error.issues;
  const label = labelOf(type, fieldOf(first?.path ?? []));
  throw new HttpError(
    400,
    first?.code === 'invalid_value'
      ? `Please choose one of the options for ${label}.`
      : `${label}: ${first?.message ?? 'invalid'}`,
  );
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The form's label for a field; optional fields have none in the catalogue, so their name is spelt out. */
function labelOf(type: AnalysisType, field: string): string {
  return (
    REQUIRED_PARAMETER_LABELS[type][field] ??
    field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}

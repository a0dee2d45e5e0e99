/**
 * The CUAD categories whose experts' answer is a value (a name, a date, a place, a length of time)
 * rather than Yes or No. The engine's contract facts state each of them.
 */
export const CUAD_VALUE_CATEGORIES: ReadonlySet<string> = new Set([
  'Parties',
  'Agreement Date',
  'Effective Date',
  'Expiration Date',
  'Governing Law',
  'Renewal Term',
  'Notice Period To Terminate Renewal',
]);

/**
 * A free viewer's analysis arrives redacted by the server (`redacted: true`, detail removed), so
 * any nested field of the typed analysis may be missing at run time. Views read through this type
 * to be forced to handle the gaps.
 */
export type PossiblyRedacted<T> = T extends readonly (infer Item)[]
  ? PossiblyRedacted<Item>[]
  : T extends object
    ? { [Key in keyof T]?: PossiblyRedacted<T[Key]> }
    : T;

export function isRedactedAnalysis(analysis: object): boolean {
  return 'redacted' in analysis && analysis.redacted === true;
}

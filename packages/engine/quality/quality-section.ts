/** One part of the quality report: its table rows and the targets it is judged against. */
export interface QualityRow {
  measure: string;
  value: string;
  /** The acceptance target, e.g. '≥ 0.80'; omitted for figures reported for information. */
  target?: string;
  /** Whether the figure meets its target; undefined when there is no target. */
  met?: boolean;
}

export interface QualitySection {
  title: string;
  rows: QualityRow[];
  /** Free-form lines printed under the table (per-category breakdowns, caveats). */
  notes?: string[];
  /** Results that are wrong rather than weak (an analysis the schema refuses): the report then exits 1. */
  failures?: number;
}

/** Every section receives the fixtures folder (`../shared/fixtures` from the repository root). */
export type QualitySectionRunner = (fixturesDir: string) => Promise<QualitySection>;

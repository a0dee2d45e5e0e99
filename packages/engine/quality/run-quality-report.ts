import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { QualitySection, QualitySectionRunner } from './quality-section';

/** The shared real documents beside the repository (`../shared/fixtures` from its root). */
const FIXTURES_DIR = fileURLToPath(new URL('../../../../shared/fixtures/', import.meta.url));

/**
 * The sections in report order. Each is loaded on its own, so a section whose module is missing or
 * broken is reported as not available instead of stopping the others.
 */
const SECTIONS: ReadonlyArray<{ module: string; runner: string; title: string }> = [
  { module: './contract-quality', runner: 'contractQuality', title: 'Contract clause detection' },
  { module: './contract-kinds-quality', runner: 'contractKindsQuality', title: 'Missing clauses by kind of contract' },
  { module: './direction-quality', runner: 'directionQuality', title: 'Parties and direction' },
  { module: './judgement-quality', runner: 'judgementQuality', title: 'Contract findings judged' },
  { module: './unseen-dates-quality', runner: 'unseenDatesQuality', title: 'Dates of unseen agreements' },
  { module: './consistency-quality', runner: 'consistencyQuality', title: 'Internal consistency' },
  { module: './ask-quality', runner: 'askQuality', title: 'Ask AI' },
  { module: './extraction-quality', runner: 'extractionQuality', title: 'Text extraction' },
  { module: './essay-quality', runner: 'essayQuality', title: 'Essay grading' },
  { module: './grammar-quality', runner: 'grammarQuality', title: 'Grammar detection' },
  { module: './grammar-rules-quality', runner: 'grammarRulesQuality', title: 'Grammar rules by id' },
  { module: './cv-quality', runner: 'cvQuality', title: 'CV occupation' },
  { module: './bulk-quality', runner: 'bulkQuality', title: 'Bulk extraction and ranking' },
  { module: './other-quality', runner: 'otherQuality', title: 'Other documents' },
  { module: './damaged-pdf-quality', runner: 'damagedPdfQuality', title: 'Damaged PDFs' },
  {
    module: './schema-validity-quality',
    runner: 'schemaValidityQuality',
    title: 'Schema validity of every corpus result',
  },
  { module: './writing-judgement-quality', runner: 'writingJudgementQuality', title: 'Writing findings judged' },
];

/** Returns the number of wrong results (not weak figures) found by the sections. */
async function main(): Promise<number> {
  if (!existsSync(FIXTURES_DIR)) {
    process.stdout.write(
      `No quality report: the fixtures folder ${FIXTURES_DIR} is absent (it sits beside the repository as ../shared/fixtures).\n`,
    );
    return 0;
  }
  let failures = 0;
  process.stdout.write(`# Engine quality report\n\nFixtures: ${FIXTURES_DIR}\n`);
  for (const section of selectedSections()) {
    const started = performance.now();
    const printed = await runSection(section.module, section.runner)
      .then((result) => {
        failures += result.failures ?? 0;
        return formatSection(result);
      })
      .catch((error: unknown) => `\n## ${section.title}\n\nnot available: ${reasonOf(error)}\n`);
    process.stdout.write(`${printed}\n_${((performance.now() - started) / 1000).toFixed(1)} s_\n`);
  }
  if (failures > 0) process.stdout.write(`\n${failures} analyses the schema refuses: see "Schema validity".\n`);
  return failures;
}

/**
 * `QUALITY_SECTIONS=essay,grammar` runs only the sections whose runner or module name contains one
 * of the words (case-insensitive), for a section measured on the corpus alone; all by default.
 */
function selectedSections(): typeof SECTIONS {
  const wanted = (process.env.QUALITY_SECTIONS ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  if (wanted.length === 0) return SECTIONS;
  const chosen = SECTIONS.filter((section) =>
    wanted.some((word) => `${section.runner} ${section.module}`.toLowerCase().includes(word)),
  );
  if (chosen.length === 0) throw new Error(`QUALITY_SECTIONS=${process.env.QUALITY_SECTIONS} names no section`);
  return chosen;
}

async function runSection(modulePath: string, runnerName: string): Promise<QualitySection> {
  const loaded = (await import(modulePath)) as Record<string, unknown>;
  const runner = loaded[runnerName] ?? Object.values(loaded).find((value) => typeof value === 'function');
  if (typeof runner !== 'function') throw new Error(`${modulePath} exports no ${runnerName}`);
  return (runner as QualitySectionRunner)(FIXTURES_DIR);
}

function formatSection(section: QualitySection): string {
  const rows = section.rows.map(
    (row) => `| ${cell(row.measure)} | ${cell(row.value)} | ${cell(row.target ?? '—')} | ${metMark(row.met)} |`,
  );
  const notes = (section.notes ?? []).map((note) => `- ${note}`);
  return [
    `\n## ${section.title}\n`,
    '| measure | value | target | met |',
    '| --- | --- | --- | --- |',
    ...rows,
    ...(notes.length > 0 ? ['', ...notes] : []),
  ].join('\n');
}

function metMark(met: boolean | undefined): string {
  if (met === undefined) return '—';
  return met ? 'yes' : 'NO';
}

function cell(text: string): string {
  return text.replace(/\|/gu, '\\|').replace(/\n/gu, ' ');
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ERR_MODULE_NOT_FOUND' && error.message.includes('-quality')
      ? 'the module does not exist yet'
      : error.message;
  }
  return String(error);
}

// A report, not a test: figures below their targets and a section that cannot run still exit 0;
// only an analysis the schema refuses (which would fail a user's document) exits 1.
const failures = await main().catch((error: unknown) => {
  process.stdout.write(`quality report stopped: ${reasonOf(error)}\n`);
  return 0;
});
process.exit(failures > 0 ? 1 : 0);

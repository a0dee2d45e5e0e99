import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACADEMIC_LEVELS,
  ANALYSIS_TYPES,
  type AnalysisType,
  analysisResultSchema,
  CONTRACT_ROLES,
  CV_PERSPECTIVES,
  EXPERIENCE_LEVELS,
} from '@doclens/api';
import { extractPdfText } from '@doclens/pdf';
import type { AnalysisInput, AnalysisTarget, DocumentPage } from '../src/analysis-engine';
import { createLocalEngine } from '../src/local/local-engine';
import { collectEvidence, evidenceNotInDocument } from '../src/text/evidence';

/**
 * Whatever text it is given, the engine must return a result the shared schema accepts: an
 * invalid one fails the document for good. These helpers run documents through every analysis
 * type and collect the schema's complaints, for the engine's tests and for the quality report.
 */

const LIMITS = { maxPages: 500, planName: 'quality', timeoutMs: 60_000, maxMemoryMb: 512 } as const;
const PAGE_SIZE = 3000;

export type CorpusKind = 'contracts' | 'essays' | 'cvs';

/** One document to analyse; its text is read only when asked for, so that a sample reads only its own. */
export interface TextSource {
  name: string;
  pages(): Promise<DocumentPage[]>;
}

export interface InvalidResult {
  name: string;
  documentType: AnalysisTarget['documentType'];
  issues: string[];
}

const engine = createLocalEngine();

/**
 * Every type's parameters, varied with the document's position so that across documents every
 * role, level and perspective is used (a fixed choice would leave most of them untested).
 */
export function targetsFor(index: number): AnalysisTarget[] {
  const pick = <T>(options: readonly T[]): T => options[index % options.length] as T;
  return [
    { documentType: 'contract', parameters: { role: pick(CONTRACT_ROLES) } },
    { documentType: 'essay', parameters: { academicLevel: pick(ACADEMIC_LEVELS) } },
    {
      documentType: 'cv',
      parameters: { perspective: pick(CV_PERSPECTIVES), experienceLevel: pick(EXPERIENCE_LEVELS) },
    },
    { documentType: 'other', parameters: {} },
  ];
}

/**
 * The schema's complaints about the result of one analysis, and every quote that is not on the page
 * it names (a quote the viewer could not highlight); empty when the result is valid.
 */
export async function resultIssuesOf(input: AnalysisInput): Promise<string[]> {
  const result = await engine.analyze(input);
  const parsed = analysisResultSchema.safeParse(result);
  const issues = (parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (parsed.success && parsed.data.documentType !== input.documentType) {
    issues.push(`documentType: ${parsed.data.documentType} instead of ${input.documentType}`);
  }
  for (const stray of evidenceNotInDocument(collectEvidence(result), input.pages)) {
    issues.push(`evidence not on page ${stray.page}: "${stray.quote.slice(0, 60)}"`);
  }
  return issues;
}

/** Runs the source as `types` (every type by default) and returns the results the schema refuses. */
export async function invalidResultsOf(
  source: TextSource,
  index: number,
  types: readonly AnalysisType[] = ANALYSIS_TYPES,
): Promise<InvalidResult[]> {
  const pages = await source.pages();
  if (!pages.some((page) => page.text.trim() !== '')) return [];
  const invalid: InvalidResult[] = [];
  for (const target of targetsFor(index).filter((candidate) => types.includes(candidate.documentType))) {
    const issues = await resultIssuesOf({ ...target, pages, filename: source.name } as AnalysisInput);
    if (issues.length > 0) invalid.push({ name: source.name, documentType: target.documentType, issues });
  }
  return invalid;
}

/** Every PDF of the fixtures (contracts, CVs, essays and the damaged ones), as their extracted text. */
export function fixtureSources(fixturesDir: string): TextSource[] {
  return ['contracts', 'cvs', 'essays', 'pdfs'].flatMap((folder) =>
    pdfFilesOf(join(fixturesDir, folder)).map((path) => pdfSource(`${folder}/${path.split('/').pop()}`, path)),
  );
}

/** Every document of one kind of the corpus, sorted by name so that a sample is the same on every run. */
export function corpusSources(corpusDir: string, kind: CorpusKind): TextSource[] {
  switch (kind) {
    case 'contracts': {
      const dir = join(corpusDir, 'contracts', 'text');
      return readdirSync(dir)
        .filter((name) => name.endsWith('.txt'))
        .sort()
        .map((name) => ({
          name: `contracts/${name}`,
          pages: async () => pagesOfText(readFileSync(join(dir, name), 'utf8')),
        }));
    }
    case 'essays': {
      const lines = readFileSync(join(corpusDir, 'essays', 'asap-essays.jsonl'), 'utf8').split('\n');
      return lines
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as { id: number; text: string })
        .sort((a, b) => a.id - b.id)
        .map((essay) => ({ name: `essays/${essay.id}`, pages: async () => pagesOfText(essay.text) }));
    }
    case 'cvs':
      return pdfFilesOf(join(corpusDir, 'cvs')).map((path) => pdfSource(`cvs/${path.split('/').pop()}`, path));
  }
}

/** Every `step`-th source, from the first: a sample that is the same on every run. */
export function everyNth<T>(items: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  return items.filter((_, index) => index % step === 0).slice(0, count);
}

function pdfFilesOf(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((name) => join(dir, name));
}

function pdfSource(name: string, path: string): TextSource {
  return {
    name,
    async pages() {
      const outcome = await extractPdfText(new Uint8Array(readFileSync(path)), LIMITS);
      // A PDF that cannot be read never reaches the engine: extraction fails the document first.
      return outcome.ok ? outcome.pages : [];
    },
  };
}

/** Plain text as pages: at form feeds, otherwise about every 3,000 characters at a line break or space. */
export function pagesOfText(text: string): DocumentPage[] {
  const chunks = text.includes('\f') ? text.split('\f') : chunksOf(text);
  return chunks.map((chunk, index) => ({ pageNumber: index + 1, text: chunk }));
}

function chunksOf(text: string): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + PAGE_SIZE);
    if (end < text.length) {
      const lineBreak = text.lastIndexOf('\n', end);
      const space = text.lastIndexOf(' ', end);
      const cut = lineBreak > start + PAGE_SIZE / 2 ? lineBreak : space;
      if (cut > start) end = cut;
    }
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

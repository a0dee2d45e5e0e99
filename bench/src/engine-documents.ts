import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { type AnalysisType, DEFAULT_ANALYSIS_PARAMETERS } from '@doclens/api';
import type { AnalysisInput, DocumentPage } from '@doclens/engine';
import { extractPdfText } from '@doclens/pdf';

/**
 * The engine benchmark's 20-page documents, built from real text: the longest contract cut into
 * dense pages, and essays and CVs from the fixtures put end to end.
 */
export const FIXTURES_DIR = resolve(import.meta.dirname, '../../../shared/fixtures');
const PAGES = 20;
/** About a dense printed page of prose. */
const PAGE_CHARACTERS = 3000;
const LIMITS = { maxPages: 2000, planName: 'enterprise', timeoutMs: 120_000, maxMemoryMb: 512 };

export interface EngineDocument {
  key: string;
  type: AnalysisType;
  source: string;
  pages: DocumentPage[];
}

export function fixturesPresent(): boolean {
  return existsSync(FIXTURES_DIR);
}

export async function twentyPageDocuments(): Promise<EngineDocument[]> {
  const contractText = longestContractText();
  const essayText = (await pdfTextsOf('essays')).map((document) => document.text).join('\n\n');
  const cvText = (await pdfTextsOf('cvs')).map((document) => document.text).join('\n\n');
  return [
    { key: 'contract', type: 'contract', source: 'longest contract', pages: twentyPages(contractText) },
    { key: 'essay', type: 'essay', source: 'essays end to end', pages: twentyPages(essayText) },
    { key: 'cv', type: 'cv', source: 'CVs end to end', pages: twentyPages(cvText) },
    { key: 'other_contract', type: 'other', source: 'longest contract', pages: twentyPages(contractText) },
    { key: 'other_essay', type: 'other', source: 'essays end to end', pages: twentyPages(essayText) },
  ];
}

export function inputOf(document: Pick<EngineDocument, 'key' | 'type' | 'pages'>): AnalysisInput {
  const common = { pages: document.pages, filename: `bench-${document.type}.pdf` };
  switch (document.type) {
    case 'contract':
      return { ...common, documentType: 'contract', parameters: DEFAULT_ANALYSIS_PARAMETERS.contract };
    case 'essay':
      return { ...common, documentType: 'essay', parameters: DEFAULT_ANALYSIS_PARAMETERS.essay };
    case 'cv':
      return { ...common, documentType: 'cv', parameters: DEFAULT_ANALYSIS_PARAMETERS.cv };
    case 'other':
      return { ...common, documentType: 'other', parameters: DEFAULT_ANALYSIS_PARAMETERS.other };
  }
}

function longestContractText(): string {
  const dir = join(FIXTURES_DIR, 'contracts', 'text');
  const texts = readdirSync(dir)
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
  return texts.reduce((longest, text) => (text.length > longest.length ? text : longest), '');
}

/** Each PDF of a fixtures folder with its text, pages joined by blank lines. */
export async function pdfTextsOf(folder: string): Promise<Array<{ name: string; text: string }>> {
  const dir = join(FIXTURES_DIR, folder);
  const documents: Array<{ name: string; text: string }> = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.toLowerCase().endsWith('.pdf')) continue;
    const outcome = await extractPdfText(new Uint8Array(readFileSync(join(dir, name))), LIMITS);
    if (!outcome.ok) throw new Error(`${basename(name)}: ${outcome.message}`);
    documents.push({ name, text: outcome.pages.map((page) => page.text).join('\n\n') });
  }
  return documents;
}

/** Twenty pages of about PAGE_CHARACTERS each, cut at line breaks; the text repeats if it is short. */
function twentyPages(text: string): DocumentPage[] {
  const pages: DocumentPage[] = [];
  let source = text;
  let start = 0;
  while (pages.length < PAGES) {
    if (start >= source.length) {
      source = `${source}\n\n${text}`;
    }
    let end = Math.min(source.length, start + PAGE_CHARACTERS);
    const lineBreak = source.lastIndexOf('\n', end);
    if (end < source.length && lineBreak > start + PAGE_CHARACTERS / 2) end = lineBreak;
    pages.push({ pageNumber: pages.length + 1, text: source.slice(start, end) });
    start = end;
  }
  return pages;
}

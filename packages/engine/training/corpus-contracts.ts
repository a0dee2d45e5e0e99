import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentPage } from '../src/analysis-engine';
import { prepareDocumentText } from '../src/text/document-text';
import type { Sentence } from '../src/text/sentences';

/** The labelled CUAD contracts beside the repository (`../shared/corpus/contracts`). */
export const CORPUS_CONTRACTS_DIR = fileURLToPath(new URL('../../../../shared/corpus/contracts/', import.meta.url));

/**
 * Agreements nobody on the team has read, committed with the repository for measuring only (see its
 * README for sources and licences): the held-out contracts once every CUAD contract had been read.
 */
export const UNSEEN_CONTRACTS_DIR = fileURLToPath(new URL('../quality/unseen-contracts/', import.meta.url));

export type ContractLabels = Record<string, { clauses: Record<string, { answer: string; spans?: string[] }> }>;

/** One labelled contract as the engine reads it, with the experts' spans per category. */
export interface LabelledContract {
  name: string;
  pages: DocumentPage[];
  sentences: Sentence[];
  answers: Record<string, string>;
  spans: Record<string, string[]>;
}

export const FOLDS = 5;
const PAGE_SIZE = 3000;

export function readContractLabels(dir: string): ContractLabels {
  return JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as ContractLabels;
}

export function readLabelledContracts(dir: string = CORPUS_CONTRACTS_DIR): LabelledContract[] {
  const labels = readContractLabels(dir);
  return Object.entries(labels).map(([name, label]) => {
    const pages = contractPages(readFileSync(join(dir, 'text', name.replace(/\.pdf$/iu, '.txt')), 'utf8'));
    const answers: Record<string, string> = {};
    const spans: Record<string, string[]> = {};
    for (const [category, clause] of Object.entries(label.clauses)) {
      answers[category] = clause.answer;
      spans[category] = clause.spans ?? [];
    }
    return { name, pages, sentences: prepareDocumentText(pages).sentences, answers, spans };
  });
}

/**
 * Where the text of a named contract lies: a CUAD corpus text when the corpus has it, else a file of
 * the committed unseen set. Names are file names (a CUAD `.pdf` name reads its `.txt`).
 */
export function contractTextPath(contract: string): string {
  const file = contract.replace(/\.pdf$/iu, '.txt');
  const places = [join(CORPUS_CONTRACTS_DIR, 'text', file), join(UNSEEN_CONTRACTS_DIR, file)];
  const found = places.find((path) => existsSync(path));
  if (!found) throw new Error(`no text for ${contract} (looked for ${places.join(' and ')})`);
  return found;
}

/** A named contract's pages, read from wherever its text lies and paged like every corpus text. */
export function readContractPages(contract: string): DocumentPage[] {
  return contractPages(readFileSync(contractTextPath(contract), 'utf8'));
}

/** The text as pages: form feeds where the text has them, else chunks of about 3,000 characters cut at a line. */
export function contractPages(text: string): DocumentPage[] {
  const chunks = text.includes('\f') ? text.split('\f') : chunksOf(text);
  return chunks.map((chunk, index) => ({ pageNumber: index + 1, text: chunk }));
}

function chunksOf(text: string): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + PAGE_SIZE);
    const cut = text.lastIndexOf('\n', end);
    if (end < text.length && cut > start + PAGE_SIZE / 2) end = cut;
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

/** The fold of a contract, from a hash of its file name: by contract, never by sentence, and stable. */
export function foldOf(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % FOLDS;
}

/** Letters and digits only, single-spaced: the labels' spans and the engine's sentences differ in spacing. */
function normalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, ' ')
    .trim();
}

const MIN_MATCH = 12;

/**
 * The sentences the experts marked for a category: a sentence inside one of the spans, or holding
 * a whole span. Some spans are stored as one list-shaped string; containment reads them as well.
 */
export function labelledSentences(contract: LabelledContract, category: string): Set<number> {
  const spans = (contract.spans[category] ?? []).map(normalised).filter((span) => span.length >= MIN_MATCH);
  const marked = new Set<number>();
  if (spans.length === 0) return marked;
  for (const sentence of contract.sentences) {
    const text = normalised(sentence.text);
    if (text.length < MIN_MATCH) continue;
    if (spans.some((span) => span.includes(text) || text.includes(span))) marked.add(sentence.index);
  }
  return marked;
}

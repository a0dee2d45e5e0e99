import type { DetectedContractClause } from '@doclens/api';
import type { DocumentText } from '../../text/document-text';
import { splitLines } from '../../text/lines';
import type { TextSpan } from '../../text/text-span';
import { contractFacts } from '../contract/contract-facts';
import { splitCvSections } from '../cv/cv-sections';
import { PassageFinder } from './passage-retrieval';

export type BulkDocumentKind = 'cv' | 'contract' | 'essay';

/** A document read once for bulk work: its sentences, lines and what kind of document it is. */
export interface BulkDocument {
  text: DocumentText;
  lines: TextSpan[];
  kind: BulkDocumentKind;
  /** The contract facts, read on first use and then shared by every field that asks for one. */
  facts(): readonly DetectedContractClause[];
  /** Sentences and lines indexed on first use, for every field found by retrieval. */
  passages(): PassageFinder;
}

function once<T>(compute: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= compute();
    return value;
  };
}

const CV_SECTIONS = new Set(['experience', 'education', 'skills', 'summary']);
const AGREEMENT_WORDS =
  /\b(?:agreement|contract|lease|hereby|hereinafter|whereas|party|parties|shall|indemnif\w*|governed\s+by)\b/giu;
const MIN_CV_SECTIONS = 2;
const MIN_AGREEMENT_WORDS_PER_1000 = 8;

/**
 * A CV shows two of its usual headings, a contract speaks of parties and what they shall do; any
 * other text is read as prose. Bulk batches name no type, so the engine tells them apart itself.
 */
export function readBulkDocument(text: DocumentText): BulkDocument {
  const lines = splitLines(text.pages);
  const { sections } = splitCvSections(lines);
  const cvSections = new Set(sections.map((section) => section.name).filter((name) => CV_SECTIONS.has(name)));
  const all = text.pages.map((page) => page.text).join('\n');
  const agreementWords = [...all.matchAll(AGREEMENT_WORDS)].length;
  const per1000 = (agreementWords * 1000) / Math.max(1, text.wordCount);
  const kind: BulkDocumentKind =
    per1000 >= MIN_AGREEMENT_WORDS_PER_1000 && cvSections.size < MIN_CV_SECTIONS + 1
      ? 'contract'
      : cvSections.size >= MIN_CV_SECTIONS
        ? 'cv'
        : per1000 >= MIN_AGREEMENT_WORDS_PER_1000
          ? 'contract'
          : 'essay';
  return {
    text,
    lines,
    kind,
    facts: once(() => contractFacts(text.sentences)),
    passages: once(() => new PassageFinder([...text.sentences, ...lines])),
  };
}

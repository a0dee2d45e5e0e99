import { createHash } from 'node:crypto';
import type { DetectedContractClause } from '@doclens/api';
import type { ClauseScorer } from '../local/contract/clause-classifier';
import { contractFacts } from '../local/contract/contract-facts';
import { PassageIndex, passagesOf } from '../local/retrieval/passage-index';
import { synonymGroupsFor } from '../local/retrieval/synonyms';
import { type DocumentText, prepareDocumentText } from '../text/document-text';
import { type ListReading, listReadings } from './list-lead-ins';
import type { QuestionDocument } from './question-answerer';

/**
 * What answering needs of one document, worked out once: its sentences, the passage index, and
 * (on first use) the contract facts and every sentence's clause scores. A user asks several
 * questions about the same document, and each job reads its pages afresh from the database, so the
 * context is found again by the pages' content, not by object identity.
 */
export class DocumentContext {
  readonly text: DocumentText;
  readonly index: PassageIndex;
  private facts?: DetectedContractClause[];
  private repeated?: Set<string>;
  private stamped?: Set<string>;
  private readings?: Map<number, ListReading>;
  private readonly scores = new WeakMap<ClauseScorer, readonly Float64Array[]>();

  constructor(document: QuestionDocument) {
    this.text = prepareDocumentText(document.pages);
    this.index = new PassageIndex(passagesOf(this.text.sentences), synonymGroupsFor(document.documentType));
  }

  contractFacts(): DetectedContractClause[] {
    this.facts ??= contractFacts(this.text.sentences);
    return this.facts;
  }

  /** Passage texts standing on more than one page: running headers and footers. */
  repeatedText(): Set<string> {
    if (!this.repeated) {
      const pagesOf = new Map<string, Set<number>>();
      for (const passage of this.index.passages) {
        const pages = pagesOf.get(passage.text) ?? new Set<number>();
        pages.add(passage.page);
        pagesOf.set(passage.text, pages);
      }
      this.repeated = new Set([...pagesOf].flatMap(([text, pages]) => (pages.size > 1 ? [text] : [])));
    }
    return this.repeated;
  }

  /**
   * Passage texts the document repeats as a stamp, not a clause: running headers and footers (on more
   * than one page), and a note standing word for word three times or more (a filer's note on redacted
   * terms after each section). A clause is stated once, a mirrored duty twice with other names.
   */
  stampedText(): Set<string> {
    if (!this.stamped) {
      const counts = new Map<string, number>();
      for (const passage of this.index.passages) counts.set(passage.text, (counts.get(passage.text) ?? 0) + 1);
      const repeatedNote = [...counts].flatMap(([text, count]) => (count >= STAMP_REPEATS ? [text] : []));
      this.stamped = new Set([...this.repeatedText(), ...repeatedNote]);
    }
    return this.stamped;
  }

  /** Each passage's probability per category of `scorer`, in passage order. */
  clauseScores(scorer: ClauseScorer): readonly Float64Array[] {
    let scores = this.scores.get(scorer);
    if (!scores) {
      scores = this.index.passages.map((passage) => scorer.score(passage.text));
      this.scores.set(scorer, scores);
    }
    return scores;
  }

  /** The list items read with their lead-in, by passage index (see `listReadings`). */
  listReadings(): Map<number, ListReading> {
    this.readings ??= listReadings(this.index.passages);
    return this.readings;
  }
}

/** Times a passage stands word for word in a document before it reads as a stamp (see `stampedText`). */
const STAMP_REPEATS = 3;

/** A few documents: the ones being asked about right now. Least recently used go first. */
const CONTEXT_CACHE_SIZE = 8;
const CONTEXTS = new Map<string, DocumentContext>();

export function documentContextOf(document: QuestionDocument): DocumentContext {
  const key = contentKey(document);
  const known = CONTEXTS.get(key);
  if (known) {
    CONTEXTS.delete(key);
    CONTEXTS.set(key, known);
    return known;
  }
  const context = new DocumentContext(document);
  if (CONTEXTS.size >= CONTEXT_CACHE_SIZE) CONTEXTS.delete(CONTEXTS.keys().next().value as string);
  CONTEXTS.set(key, context);
  return context;
}

function contentKey(document: QuestionDocument): string {
  const hash = createHash('sha256').update(document.documentType);
  for (const page of document.pages) hash.update(`\u0000${page.pageNumber}\u0000`).update(page.text);
  return hash.digest('hex');
}

import { contentWordsOf } from '../../text/keywords';
import type { Sentence } from '../../text/sentences';

/** The opening, where a reader expects to learn what the document is for. */
const OPENING_SHARE = 0.15;

export interface PurposeCheck {
  purpose: string;
  /** Words of the purpose the opening never uses. */
  absentWords: string[];
  stated: boolean;
  /** The first sentence of the opening, quoted as what the reader meets first. */
  opening: Sentence | undefined;
}

/** Words saying what state a document is in ("my final draft"), not what it is for: no opening needs them. */
const DOCUMENT_STATE_WORDS = new Set([
  'draft',
  'drafts',
  'final',
  'version',
  'revised',
  'revision',
  'copy',
  'document',
  'file',
  'latest',
  'new',
]);

/** Whether the opening uses at least half of the words of the purpose the user gave. */
export function checkPurpose(sentences: readonly Sentence[], purpose: string | undefined): PurposeCheck | undefined {
  if (!purpose) return undefined;
  const purposeWords = [...new Set(contentWordsOf(purpose))].filter((word) => !DOCUMENT_STATE_WORDS.has(word));
  if (purposeWords.length === 0) return undefined;
  const opening = sentences.slice(0, Math.max(3, Math.ceil(sentences.length * OPENING_SHARE)));
  const openingWords = new Set(opening.flatMap((sentence) => contentWordsOf(sentence.text)));
  const absentWords = purposeWords.filter((word) => !openingWords.has(word));
  return { purpose, absentWords, stated: absentWords.length < purposeWords.length / 2, opening: opening[0] };
}

import type { AnalysisInput, DocumentPage } from '../analysis-engine';
import { analysisMessages, formatPages, passageSelectionMessages } from './analysis-prompt';
import type { ChatJsonClient } from './chat-json-client';
import { passageSelectionSchema } from './model-answer-schemas';
import { locateEvidence } from './quote-location';
import { UnusableAnswerError } from './unusable-answer-error';

// About the length of a quoted passage with its note, to size how many fit in the final request.
const CHARS_PER_PASSAGE = 400;
const MIN_PASSAGES_PER_CHUNK = 3;

/**
 * The analysis request for a document, page chunks in hand. One chunk: the whole text is sent.
 * Several: each chunk is first asked for its most important passages (quotes checked against the
 * page, invented ones dropped), and the analysis is asked from those passages, sized so that all
 * of them together stay within about one chunk's budget. Findings may only quote the passages, so
 * their evidence still points at real pages.
 */
export async function analysisRequestFor(
  chat: ChatJsonClient,
  input: AnalysisInput,
  chunks: readonly DocumentPage[][],
  tokenBudget: number,
  signal: AbortSignal | undefined,
) {
  if (chunks.length === 1) return analysisMessages(input, formatPages(input.pages), false);
  const perChunk = Math.max(MIN_PASSAGES_PER_CHUNK, Math.floor((tokenBudget * 4) / CHARS_PER_PASSAGE / chunks.length));
  const passages: { page: number; quote: string; note: string }[] = [];
  // One chunk at a time: a rate-limited server is not helped by parallel requests.
  for (const chunk of chunks) {
    const selection = await chat.request({
      name: 'passage_selection',
      schema: passageSelectionSchema,
      messages: passageSelectionMessages(input, chunk, perChunk),
      signal,
    });
    for (const passage of selection.passages.slice(0, perChunk)) {
      const located = locateEvidence({ page: passage.page, quote: passage.quote }, chunk);
      if (located) passages.push({ ...located, note: passage.note });
    }
  }
  if (passages.length === 0) throw new UnusableAnswerError('The AI model quoted nothing from the document.');
  return analysisMessages(input, formatPassages(passages), true);
}

function formatPassages(passages: readonly { page: number; quote: string; note: string }[]): string {
  return passages.map((passage) => `[page ${passage.page}] "${passage.quote}" (${passage.note})`).join('\n');
}

import type { DocumentScore, Evidence, ExtractedCell } from '@doclens/api';
import { z } from 'zod';
import type { EngineLogger } from '../ai-settings';
import type { DocumentPage } from '../analysis-engine';
import type { BulkEngine } from '../local/bulk/bulk-engine';
import { PassageFinder } from '../local/bulk/passage-retrieval';
import { splitLines } from '../text/lines';
import { splitSentences } from '../text/sentences';
import { ChatJsonClient, type OpenAiConnection } from './chat-json-client';
import { locateEvidence } from './quote-location';

const PASSAGES_PER_FIELD = 3;
const PASSAGES_FOR_CRITERION = 10;
const OPENING_PASSAGES = 8;
const VERIFIED_CONFIDENCE = 0.8;
const MAX_KEY_POINTS = 6;

const cellsAnswerSchema = z.object({
  cells: z.array(
    z.object({
      field: z.string(),
      value: z.string(),
      page: z.number().int().nullable(),
      quote: z.string().nullable(),
    }),
  ),
});

const scoreAnswerSchema = z.object({
  score: z.number().min(0).max(100),
  keyPoints: z.array(
    z.object({ text: z.string().min(1), page: z.number().int().nullable(), quote: z.string().nullable() }),
  ),
  analysis: z.string(),
  reasoning: z.string(),
});

export interface OpenAiBulkEngineOptions extends OpenAiConnection {
  /** Answers when the model cannot: the local bulk engine. */
  fallback: BulkEngine;
  logger?: EngineLogger;
}

interface NumberedPassage {
  page: number;
  text: string;
}

function passagesFor(pages: readonly DocumentPage[], queries: readonly string[], perQuery: number): NumberedPassage[] {
  const sentences = splitSentences(pages);
  const index = new PassageFinder([...sentences, ...splitLines(pages)]);
  const chosen = new Map<string, NumberedPassage>();
  for (const sentence of sentences.slice(0, OPENING_PASSAGES)) chosen.set(sentence.text, sentence);
  for (const query of queries)
    for (const found of index.search(query, perQuery)) chosen.set(found.span.text, found.span);
  return [...chosen.values()].map(({ page, text }) => ({ page, text }));
}

function passageBlock(passages: readonly NumberedPassage[]): string {
  return passages.map((passage) => `[page ${passage.page}] ${passage.text}`).join('\n');
}

/** A citation kept only when its words stand on the page it names: never a quote the document lacks. */
function verified(page: number | null, quote: string | null, pages: readonly DocumentPage[]): Evidence | null {
  if (page === null || !quote?.trim()) return null;
  return locateEvidence({ page, quote: quote.trim() }, pages) ?? null;
}

/**
 * Bulk analysis by any OpenAI-compatible server: the model sees the passages retrieved for each
 * field (or the criterion) and answers in a JSON schema; every quote is checked against its page,
 * and a value whose quote is not there is dropped, never shown as found. When the model cannot
 * answer usably, the local bulk engine answers instead.
 */
export function createOpenAiBulkEngine(options: OpenAiBulkEngineOptions): BulkEngine {
  const client = ChatJsonClient.connect(options, { timeoutMs: 30_000, maxRetries: 2 });
  const fellBack = (what: string, error: unknown) =>
    options.logger?.warn({ err: error }, `bulk ${what} by the model failed; the local engine answers`);

  return {
    async extractFields(pages, fields, signal) {
      try {
        const passages = passagesFor(pages, fields, PASSAGES_PER_FIELD);
        const answer = await client.request({
          name: 'bulk_fields',
          schema: cellsAnswerSchema,
          signal,
          messages: [
            {
              role: 'system',
              content:
                'You extract fields from a document. For each field, give its value as the document states it and the exact quote (copied word for word from one passage) with its page. If the passages do not state the field, give an empty value and null page and quote. Never guess.',
            },
            { role: 'user', content: `Fields: ${JSON.stringify(fields)}\n\nPassages:\n${passageBlock(passages)}` },
          ],
        });
        return fields.map((field): ExtractedCell => {
          const cell = answer.cells.find((candidate) => candidate.field === field);
          const citation = cell ? verified(cell.page, cell.quote, pages) : null;
          if (!cell || !citation || cell.value.trim() === '')
            return { field, value: '', citation: null, confidence: 0 };
          return { field, value: cell.value.trim(), citation, confidence: VERIFIED_CONFIDENCE };
        });
      } catch (error) {
        fellBack('extraction', error);
        return options.fallback.extractFields(pages, fields, signal);
      }
    },

    async score(pages, criterion, signal): Promise<DocumentScore> {
      try {
        const passages = passagesFor(pages, [criterion], PASSAGES_FOR_CRITERION);
        const answer = await client.request({
          name: 'bulk_score',
          schema: scoreAnswerSchema,
          signal,
          messages: [
            {
              role: 'system',
              content:
                'You judge a document against a criterion. Give a score from 0 to 100, up to six key points each with an exact quote (word for word from one passage) and its page, a one-sentence analysis and your reasoning. Judge only from the passages.',
            },
            { role: 'user', content: `Criterion: ${criterion}\n\nPassages:\n${passageBlock(passages)}` },
          ],
        });
        return {
          score: Math.round(answer.score),
          keyPoints: answer.keyPoints
            .slice(0, MAX_KEY_POINTS)
            .map((point) => ({ text: point.text, citation: verified(point.page, point.quote, pages) })),
          analysis: answer.analysis,
          reasoning: answer.reasoning,
        };
      } catch (error) {
        fellBack('scoring', error);
        return options.fallback.score(pages, criterion, signal);
      }
    },
  };
}

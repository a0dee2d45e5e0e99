import type { AnswerResult, EngineInfo } from '@doclens/api';
import { z } from 'zod';
import type { EngineLogger } from '../ai-settings';
import { answerLocally, finishAnswer } from '../answer/local-answer';
import type { Claim, QuestionAnswerer } from '../answer/question-answerer';
import { LOCAL_ENGINE_VERSION } from '../local/local-engine';
import { PassageIndex, type PassageMatch, passagesOf } from '../local/retrieval/passage-index';
import { synonymGroupsFor } from '../local/retrieval/synonyms';
import { prepareDocumentText } from '../text/document-text';
import { ChatJsonClient, type OpenAiConnection } from './chat-json-client';
import { fallbackReasonFor } from './fallback-reason';
import { OPENAI_ENGINE_VERSION } from './openai-engine';

/** A user waits for the answer: shorter than an analysis. */
export const DEFAULT_ANSWER_TIMEOUT_MS = 20_000;
export const DEFAULT_ANSWER_MAX_RETRIES = 2;
/** Passages given to the model: enough to hold the answer, few enough to keep it on them. */
const RETRIEVED_PASSAGES = 12;

export interface OpenAiAnswererOptions extends OpenAiConnection {
  logger?: EngineLogger;
}

const modelAnswerSchema = z.object({
  found: z.boolean(),
  claims: z
    .array(
      z.object({
        text: z.string().min(1).max(1000),
        page: z.number().int().min(1),
        quote: z.string().min(1).max(2000),
      }),
    )
    .max(6),
});

/**
 * Answers with an OpenAI-compatible model from the passages the local retrieval finds. The model
 * sees only those passages and answers in structured output, each claim with the page and the
 * exact words it rests on; a claim whose quote the page does not hold is dropped, and an answer
 * left with none says the document does not seem to say. When the model fails (after the SDK's
 * retries) or times out, the local answer is given and says so.
 */
export function createOpenAiAnswerer(options: OpenAiAnswererOptions): QuestionAnswerer {
  const chat = ChatJsonClient.connect(options, {
    timeoutMs: DEFAULT_ANSWER_TIMEOUT_MS,
    maxRetries: DEFAULT_ANSWER_MAX_RETRIES,
  });
  const engine: EngineInfo = { provider: 'openai', version: OPENAI_ENGINE_VERSION };
  return {
    async answer(question, document, answerOptions = {}): Promise<AnswerResult> {
      const text = prepareDocumentText(document.pages);
      const index = new PassageIndex(passagesOf(text.sentences), synonymGroupsFor(document.documentType));
      const local = answerLocally(question, document, { provider: 'local', version: LOCAL_ENGINE_VERSION });
      const retrieved = retrievedPassages(index, question, local);
      try {
        const answer = await chat.request({
          name: 'document_answer',
          schema: modelAnswerSchema,
          messages: answerMessages(question, retrieved),
          signal: answerOptions.signal,
        });
        const claims: Claim[] = answer.found ? answer.claims : [];
        return finishAnswer(claims, retrieved, document.pages, engine, undefined);
      } catch (error) {
        answerOptions.signal?.throwIfAborted();
        const fallbackReason = fallbackReasonFor(error);
        options.logger?.warn(
          { err: error, fallbackReason },
          'AI model answer unusable; answering with the local engine',
        );
        return {
          ...local,
          answer: `${local.answer}\n(Answered offline: ${fallbackReason})`,
          engine: { ...local.engine, fallbackReason },
        };
      }
    },
  };
}

/** The local answer's own passages first (they hold the facts the engine knows), then full-text matches. */
function retrievedPassages(index: PassageIndex, question: string, local: AnswerResult): PassageMatch[] {
  const cited = local.citations.flatMap((citation) => {
    const passage = index.passages.find(
      (candidate) => candidate.page === citation.page && candidate.text.includes(citation.quote),
    );
    return passage ? [{ passage, score: Number.POSITIVE_INFINITY, coverage: 1 }] : [];
  });
  const found = index.find(question, RETRIEVED_PASSAGES);
  const seen = new Set<number>();
  return [...cited, ...found]
    .filter((match) => {
      if (seen.has(match.passage.index)) return false;
      seen.add(match.passage.index);
      return true;
    })
    .slice(0, RETRIEVED_PASSAGES);
}

function answerMessages(question: string, passages: readonly PassageMatch[]) {
  const listed = passages
    .map((match, position) => `[${position + 1}] (page ${match.passage.page}) ${match.passage.text}`)
    .join('\n');
  return [
    {
      role: 'system' as const,
      content:
        'You answer questions about one document using only the numbered passages given, never outside knowledge. ' +
        'Reply with JSON: {"found": boolean, "claims": [{"text": string, "page": number, "quote": string}]}. ' +
        'Each claim is one sentence of the answer; "quote" is copied word for word from one passage and "page" is that passage\'s page. ' +
        'If the passages do not answer the question, reply {"found": false, "claims": []}. Do not guess.',
    },
    { role: 'user' as const, content: `Passages:\n${listed}\n\nQuestion: ${question}` },
  ];
}

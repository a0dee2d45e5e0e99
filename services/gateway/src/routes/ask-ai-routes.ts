import {
  type AskQuestionResponse,
  answerResultSchema,
  askQuestionRequestSchema,
  askQuestionResponseSchema,
  documentIdParamsSchema,
  isPaidPlan,
  planOrFree,
  type Question,
  questionListResponseSchema,
} from '@doclens/api';
import { findQuestion, insertQuestion, markQuestionFailed, type QuestionRow, type QuestionSubject } from '@doclens/db';
import { answerQuestion, type JobRef, type JobResults } from '@doclens/queue';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertQueueReachable } from '../documents/pipeline-jobs';
import type { GatewayDependencies } from '../gateway-dependencies';
import { HttpError } from '../http/http-errors';
import { longPollQuerySchema, readWhenMoved } from '../http/long-poll';
import { requireUser } from '../plugins/session-auth';
import type { RouteContext } from './route-context';

/** The web reads 'upgrade' in this message to start the upgrade flow (spec part 2 §8). */
export const ASK_AI_PLAN_MESSAGE = 'Ask AI is available on Pro and Enterprise plans. Upgrade to Ask AI Questions.';
export const ASK_RATE_LIMIT_MESSAGE = 'Too many questions. Please wait a minute and ask again.';
/** Questions per user per minute: a person types a few; more is a script. */
export const ASK_RATE_LIMIT_PER_MINUTE = 20;
/** How long the request waits for the worker's answer before returning the question as pending. */
export const ANSWER_WAIT_MS = 8_000;

const askRateLimit: RateLimitOptions = {
  max: ASK_RATE_LIMIT_PER_MINUTE,
  timeWindow: 60_000,
  keyGenerator: (request) => (request.user ? `ask-user-${request.user.id}` : `ask-ip-${request.ip}`),
  errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, ASK_RATE_LIMIT_MESSAGE),
};

/** What Ask AI needs of one kind of document: where its routes are, who may ask, and its questions. */
export interface AskAiTarget {
  /** The kind's routes, before `/:id/questions` and `/:id/ask`. */
  path: string;
  tag: string;
  summaries: { list: string; ask: string };
  /** Checks that the signed-in user may ask about the document of the `:id`. */
  onRequest: onRequestAsyncHookHandler;
  /** The document the request asks about, once `onRequest` has let it through: its subject and its questions. */
  askedAbout(request: FastifyRequest): { subject: QuestionSubject; listQuestions(): Promise<QuestionRow[]> };
}

/**
 * Ask AI (spec part 2 §7): pro and enterprise only, the owner's documents only. Answers are written
 * by the analysis worker (`answer-question` job); the request waits a bounded time for it, and
 * the list, asked with `?wait=`, answers when a pending question's job has ended.
 */
export function askAiRoutes(
  { deps, jobResults }: Pick<RouteContext, 'deps' | 'jobResults'>,
  target: AskAiTarget,
): FastifyPluginAsyncZod {
  const byId = { tags: [target.tag], params: documentIdParamsSchema };
  return async (app) => {
    app.get(
      `${target.path}/:id/questions`,
      {
        onRequest: target.onRequest,
        schema: {
          ...byId,
          summary: target.summaries.list,
          querystring: longPollQuerySchema,
          response: { 200: questionListResponseSchema },
        },
      },
      async (request) => {
        requirePaidPlan(requireUser(request).plan);
        const { listQuestions } = target.askedAbout(request);
        const rows = await readWhenMoved(jobResults, request, await listQuestions(), listQuestions, pendingAnswerJobs);
        return { questions: rows.map(toQuestionView) };
      },
    );

    app.post(
      `${target.path}/:id/ask`,
      {
        onRequest: target.onRequest,
        config: { rateLimit: askRateLimit },
        schema: {
          ...byId,
          summary: target.summaries.ask,
          body: askQuestionRequestSchema,
          response: { 200: askQuestionResponseSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        requirePaidPlan(user.plan);
        const { subject } = target.askedAbout(request);
        return askAndWait(deps, jobResults, subject, user.id, request);
      },
    );
  };
}

/**
 * Stores the question, has the analysis worker answer it and waits a bounded time for the answer,
 * told by the queue the moment the job ends: the question comes back answered, failed, or still
 * pending for the list to wait on.
 */
async function askAndWait(
  deps: Pick<GatewayDependencies, 'db' | 'jobs' | 'redis'>,
  jobResults: JobResults,
  subject: QuestionSubject,
  userId: string,
  request: { id: string; body: { question: string }; log: FastifyBaseLogger },
): Promise<AskQuestionResponse> {
  assertQueueReachable(deps);
  const question = await insertQuestion(deps.db, { ...subject, userId, question: request.body.question });
  let jobId: string;
  try {
    jobId = await deps.jobs.enqueue(answerQuestion, { questionId: question.id, requestId: request.id });
  } catch (error) {
    // Not left pending for ever: the list shows it failed, and the user can ask again.
    request.log.error({ err: error, questionId: question.id }, 'could not enqueue the answer');
    await markQuestionFailed(deps.db, question.id);
    throw new HttpError(503, 'Failed to process your question. Please try again.');
  }
  const ended = await jobResults.wait({ queue: answerQuestion.queue, jobId }, ANSWER_WAIT_MS);
  // A failed attempt that will be retried leaves the job unfinished and the question pending.
  const settled = ended.status === 'unfinished' ? undefined : await findQuestion(deps.db, question.id);
  return { question: toQuestionView(settled ?? question) };
}

/** The answer jobs of the questions still waiting for one: what a long poll of the list waits on. */
function pendingAnswerJobs(rows: readonly QuestionRow[]): JobRef[] {
  return (
    rows
      .filter((row) => row.status === 'pending')
      // The job id depends on the question alone; the request id is only carried for the logs.
      .map((row) => ({
        queue: answerQuestion.queue,
        jobId: answerQuestion.jobId({ questionId: row.id, requestId: 'list' }),
      }))
  );
}

function requirePaidPlan(plan: string): void {
  if (!isPaidPlan(planOrFree(plan))) throw new HttpError(403, ASK_AI_PLAN_MESSAGE);
}

function toQuestionView(row: QuestionRow): Question {
  const answer = row.status === 'answered' ? answerResultSchema.safeParse(row.answer) : undefined;
  const result = answer?.success ? answer.data : undefined;
  return {
    id: row.id,
    question: row.question,
    answer: result?.answer ?? (row.status === 'failed' ? 'Failed to process your question. Please try again.' : null),
    status: row.status,
    found: result?.found ?? null,
    citations: result?.citations ?? [],
    engine: result?.engine ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

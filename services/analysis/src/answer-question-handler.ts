import { answerResultSchema } from '@doclens/api';
import { type Db, findQuestion, markQuestionFailed, storeAnswer } from '@doclens/db';
import { type QuestionAnswerer, verifiedCitations } from '@doclens/engine';
import { type answerQuestion, type JobContext, type JobHandler, withTimeLimit } from '@doclens/queue';
import { endFailedAttempt } from '@doclens/service-runtime';
import { questionSubjectText } from './question-subject';

export interface AnswerQuestionDeps {
  db: Db;
  answerer: QuestionAnswerer;
  timeLimitMs: number;
}

export type AnswerOutcome = { answered: true; found: boolean } | { answered: false; reason: 'not_found' | 'done' };

/**
 * Answers a stored question from the pages of the document (or the text of the draft) it is about and stores the answer. Whatever the provider
 * returned, every citation is checked against the stored page text once more here: a quote the page
 * does not hold never reaches the user, and an answer left with none is not presented as found.
 */
export function createAnswerQuestionHandler(deps: AnswerQuestionDeps): JobHandler<typeof answerQuestion> {
  const { db } = deps;
  return async ({ questionId }, context: JobContext): Promise<AnswerOutcome> => {
    const { logger, signal } = context;
    const question = await findQuestion(db, questionId);
    if (!question) return { answered: false, reason: 'not_found' };
    if (question.status === 'answered') return { answered: false, reason: 'done' };
    const subject = await questionSubjectText(db, question);
    if (!subject) return { answered: false, reason: 'not_found' };
    const { pages } = subject;
    try {
      const result = await withTimeLimit(
        (limited) =>
          deps.answerer.answer(question.question, { documentType: subject.documentType, pages }, { signal: limited }),
        deps.timeLimitMs,
        signal,
      );
      const citations = verifiedCitations(result.citations, pages);
      const checked = answerResultSchema.parse(
        result.found && citations.length === 0
          ? {
              ...result,
              found: false,
              answer: 'This document does not seem to say what you asked: no passage supporting an answer was found.',
              citations,
            }
          : { ...result, citations },
      );
      await storeAnswer(db, questionId, checked);
      logger.info(
        { questionId, ...subject.logFields, found: checked.found, engine: checked.engine },
        'question answered',
      );
      return { answered: true, found: checked.found };
    } catch (error) {
      await endFailedAttempt(context, async () => {
        logger.error({ questionId, err: error }, 'answer failed on its last attempt');
        await markQuestionFailed(db, questionId);
      });
      throw error;
    }
  };
}

import { type Kysely, sql } from 'kysely';
import type { Database, QuestionRow } from '../schema';

type Executor = Kysely<Database>;

/** What a question is about: an uploaded document, or a generated draft. */
export type QuestionSubject = { documentId: number } | { generatedDocumentId: number };

export async function insertQuestion(
  db: Executor,
  input: QuestionSubject & { userId: string; question: string },
): Promise<QuestionRow> {
  return db.insertInto('questions').values(input).returningAll().executeTakeFirstOrThrow();
}

export async function findQuestion(db: Executor, id: string): Promise<QuestionRow | undefined> {
  return db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The questions asked about a document, newest first. */
export async function listDocumentQuestions(db: Executor, documentId: number, limit = 200): Promise<QuestionRow[]> {
  return db
    .selectFrom('questions')
    .selectAll()
    .where('documentId', '=', documentId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Stores the answer of a pending question; an answer already stored is kept (a retried job repeats). */
export async function storeAnswer(
  db: Executor,
  id: string,
  answer: Record<string, unknown>,
): Promise<QuestionRow | undefined> {
  return db
    .updateTable('questions')
    .set({ answer: JSON.stringify(answer), status: 'answered', answeredAt: sql`now()` })
    .where('id', '=', id)
    .where('status', '!=', 'answered')
    .returningAll()
    .executeTakeFirst();
}

export async function markQuestionFailed(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('questions')
    .set({ status: 'failed', answeredAt: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** The questions asked about a generated draft, newest first. */
export async function listGeneratedDocumentQuestions(
  db: Executor,
  generatedDocumentId: number,
  limit = 200,
): Promise<QuestionRow[]> {
  return db
    .selectFrom('questions')
    .selectAll()
    .where('generatedDocumentId', '=', generatedDocumentId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

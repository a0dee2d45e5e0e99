import type { Kysely } from 'kysely';
import type { Database, EmailToken, EmailTokenPurpose } from '../schema';

type Executor = Kysely<Database>;

export interface NewEmailTokenInput {
  userId: string;
  purpose: EmailTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
}

/** Stores a token and marks every earlier unused token of the same purpose as superseded. */
export async function replaceEmailToken(db: Executor, input: NewEmailTokenInput): Promise<EmailToken> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('emailTokens')
      .set({ supersededAt: new Date() })
      .where('userId', '=', input.userId)
      .where('purpose', '=', input.purpose)
      .where('usedAt', 'is', null)
      .where('supersededAt', 'is', null)
      .execute();
    return trx.insertInto('emailTokens').values(input).returningAll().executeTakeFirstOrThrow();
  });
}

export async function findEmailToken(
  db: Executor,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<EmailToken | undefined> {
  return db
    .selectFrom('emailTokens')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Marks a token used; returns false when another request used it first. */
export async function markEmailTokenUsed(db: Executor, tokenId: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('emailTokens')
    .set({ usedAt: now })
    .where('id', '=', tokenId)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

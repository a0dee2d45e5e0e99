import type { Kysely } from 'kysely';
import type { Database, GeneratedDocument, Plan, ShareRole } from '../schema';

type Executor = Kysely<Database>;

export type GeneratedDocumentAccessRole = 'owner' | ShareRole;

export interface GeneratedDocumentAccess {
  document: GeneratedDocument;
  role: GeneratedDocumentAccessRole;
  ownerPlan: Plan;
}

/**
 * What a user may do with a generated document: its owner, or a user it is shared with (read or
 * edit). Undefined for anyone else, so a stranger cannot tell the document exists.
 */
export async function findGeneratedDocumentAccess(
  db: Executor,
  userId: string,
  id: number,
): Promise<GeneratedDocumentAccess | undefined> {
  const row = await db
    .selectFrom('generatedDocuments as d')
    .innerJoin('users as owner', 'owner.id', 'd.ownerId')
    .leftJoin('generatedDocumentShares as s', (join) =>
      join.onRef('s.generatedDocumentId', '=', 'd.id').on('s.userId', '=', userId),
    )
    .selectAll('d')
    .select(['owner.plan as ownerPlan', 's.role as shareRole'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { ownerPlan, shareRole, ...document } = row;
  if (document.ownerId === userId) return { document, role: 'owner', ownerPlan };
  if (!shareRole) return undefined;
  return { document, role: shareRole, ownerPlan };
}

export interface GeneratedDocumentShare {
  userId: string;
  email: string;
  name: string;
  role: ShareRole;
  createdAt: Date;
}

export async function listGeneratedDocumentShares(db: Executor, id: number): Promise<GeneratedDocumentShare[]> {
  return db
    .selectFrom('generatedDocumentShares as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['s.userId', 'u.email', 'u.name', 's.role', 's.createdAt'])
    .where('s.generatedDocumentId', '=', id)
    .orderBy('s.createdAt')
    .orderBy('u.email')
    .execute();
}

/** Shares the document with the user, or changes the role of an existing share. */
export async function upsertGeneratedDocumentShare(
  db: Executor,
  input: { generatedDocumentId: number; userId: string; role: ShareRole },
): Promise<void> {
  await db
    .insertInto('generatedDocumentShares')
    .values(input)
    .onConflict((conflict) => conflict.columns(['generatedDocumentId', 'userId']).doUpdateSet({ role: input.role }))
    .execute();
}

/** True when a share was there to revoke. */
export async function deleteGeneratedDocumentShare(
  db: Executor,
  generatedDocumentId: number,
  userId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('generatedDocumentShares')
    .where('generatedDocumentId', '=', generatedDocumentId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface SharedGeneratedDocument {
  id: number;
  title: string;
  role: ShareRole;
  ownerName: string;
  ownerEmail: string;
  ownerPlan: Plan;
  updatedAt: Date;
}

/** The documents other users shared with this one, most recently changed first. */
export async function listGeneratedDocumentsSharedWith(
  db: Executor,
  userId: string,
): Promise<SharedGeneratedDocument[]> {
  return db
    .selectFrom('generatedDocumentShares as s')
    .innerJoin('generatedDocuments as d', 'd.id', 's.generatedDocumentId')
    .innerJoin('users as owner', 'owner.id', 'd.ownerId')
    .select([
      'd.id',
      'd.title',
      's.role',
      'owner.name as ownerName',
      'owner.email as ownerEmail',
      'owner.plan as ownerPlan',
      'd.updatedAt',
    ])
    .where('s.userId', '=', userId)
    .where('d.isArchived', '=', false)
    .orderBy('d.updatedAt', 'desc')
    .execute();
}

import {
  COLLABORATION_MESSAGES,
  collaborationDocumentName,
  createGeneratedDocumentShareSchema,
  documentIdParamsSchema,
  generatedDocumentCollaborationSchema,
  generatedDocumentShareParamsSchema,
  generatedDocumentSharesSchema,
  planOrFree,
  sharedGeneratedDocumentListSchema,
} from '@doclens/api';
import {
  type Db,
  deleteGeneratedDocumentShare,
  findUserByEmail,
  listGeneratedDocumentShares,
  listGeneratedDocumentsSharedWith,
  type User,
  upsertGeneratedDocumentShare,
} from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caretColourOf } from '../../collaboration/collaboration-access';
import type { CollaborationServer } from '../../collaboration/collaboration-server';
import { HttpError } from '../../http/http-errors';
import { requireUser } from '../../plugins/session-auth';
import type { RouteContext } from '../route-context';
import {
  generatedDocumentAccessOf,
  generatedDocumentOwnerHook,
  generatedDocumentSharedHook,
  ownedGeneratedDocumentOf,
} from './generated-document-access';

function requireEnterprise(user: User): void {
  if (planOrFree(user.plan) !== 'enterprise') throw new HttpError(403, COLLABORATION_MESSAGES.enterpriseOnly);
}

async function sharesView(db: Db, documentId: number) {
  const shares = await listGeneratedDocumentShares(db, documentId);
  return { shares: shares.map((share) => ({ ...share, createdAt: share.createdAt.toISOString() })) };
}

/**
 * Sharing a generated document with other enterprise users (read or edit) and what the editor
 * needs to open it together. Only the owner lists, adds and revokes shares; a revoked or changed
 * share ends that user's live connection at once, so the new access applies from the next second.
 */
export function generatedDocumentSharingRoutes(
  { deps }: RouteContext,
  collaboration: CollaborationServer,
): FastifyPluginAsyncZod {
  const ownerOnly = generatedDocumentOwnerHook(deps.db);
  const ownerOrShare = generatedDocumentSharedHook(deps.db);
  const tags = ['generation'];

  return async (app) => {
    app.get(
      '/api/generated-documents/shared',
      {
        schema: {
          tags,
          summary: 'Generated documents other users shared with the signed-in user',
          response: { 200: sharedGeneratedDocumentListSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (planOrFree(user.plan) !== 'enterprise') return { documents: [] };
        const documents = await listGeneratedDocumentsSharedWith(deps.db, user.id);
        return {
          documents: documents
            .filter((document) => planOrFree(document.ownerPlan) === 'enterprise')
            .map(({ ownerPlan: _plan, ...document }) => ({ ...document, updatedAt: document.updatedAt.toISOString() })),
        };
      },
    );

    app.get(
      '/api/generated-documents/:id/collaboration',
      {
        onRequest: ownerOrShare,
        schema: {
          tags,
          params: documentIdParamsSchema,
          summary: 'How the editor opens the document: together (and with which role) or alone',
          response: { 200: generatedDocumentCollaborationSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { access, mode } = generatedDocumentAccessOf(request);
        return {
          mode,
          role: access.role,
          documentName: collaborationDocumentName(access.document.id),
          user: { name: user.name || user.email, color: caretColourOf(user.id) },
        };
      },
    );

    app.get(
      '/api/generated-documents/:id/shares',
      {
        onRequest: ownerOnly,
        schema: {
          tags,
          params: documentIdParamsSchema,
          summary: 'The users the document is shared with',
          response: { 200: generatedDocumentSharesSchema },
        },
      },
      async (request) => sharesView(deps.db, ownedGeneratedDocumentOf(request).id),
    );

    app.post(
      '/api/generated-documents/:id/shares',
      {
        onRequest: ownerOnly,
        schema: {
          tags,
          params: documentIdParamsSchema,
          body: createGeneratedDocumentShareSchema,
          summary: 'Share the document with an enterprise user by email (read or edit), or change their role',
          response: { 200: generatedDocumentSharesSchema },
        },
      },
      async (request) => {
        const owner = requireUser(request);
        requireEnterprise(owner);
        const document = ownedGeneratedDocumentOf(request);
        const recipient = await findUserByEmail(deps.db, request.body.email.toLowerCase());
        if (recipient?.id === owner.id) throw new HttpError(400, COLLABORATION_MESSAGES.notYourself);
        if (!recipient) throw new HttpError(404, COLLABORATION_MESSAGES.recipientNotFound);
        // Naming the missing plan tells an enterprise owner that the address has an account; worth it,
        // since otherwise they cannot tell a typo from a colleague who needs to upgrade.
        if (planOrFree(recipient.plan) !== 'enterprise') {
          throw new HttpError(409, COLLABORATION_MESSAGES.recipientNotEnterprise);
        }
        await upsertGeneratedDocumentShare(deps.db, {
          generatedDocumentId: document.id,
          userId: recipient.id,
          role: request.body.role,
        });
        // A changed role takes effect on the reconnection that follows.
        collaboration.disconnectUser(document.id, recipient.id);
        return sharesView(deps.db, document.id);
      },
    );

    app.delete(
      '/api/generated-documents/:id/shares/:userId',
      {
        onRequest: ownerOnly,
        schema: {
          tags,
          params: generatedDocumentShareParamsSchema,
          summary: "Revoke a user's access to the document; their open editor is disconnected",
          response: { 200: generatedDocumentSharesSchema },
        },
      },
      async (request) => {
        const document = ownedGeneratedDocumentOf(request);
        const { userId } = request.params;
        if (!(await deleteGeneratedDocumentShare(deps.db, document.id, userId))) {
          throw new HttpError(404, COLLABORATION_MESSAGES.shareNotFound);
        }
        collaboration.disconnectUser(document.id, userId);
        return sharesView(deps.db, document.id);
      },
    );
  };
}

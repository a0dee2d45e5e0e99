import { z } from 'zod';
import { emailAddressSchema } from './auth-schemas';
import { documentIdParamsSchema } from './document-schemas';

/**
 * Real-time collaboration on generated documents (spec part 1 §1, §6: enterprise). The editor
 * connects a WebSocket to COLLABORATION_PATH with its session cookie; the document is named
 * `generated-document-<id>`.
 */
export const COLLABORATION_PATH = '/api/collaboration';

/**
 * Why the server closed a collaboration socket: what the editor tells its user. 4401 and 4403 are
 * Hocuspocus's own codes for a refusal; the others are ours, in the range WebSocket leaves to
 * applications.
 */
export const COLLABORATION_CLOSE = {
  sessionEnded: { code: 4401, reason: 'Unauthorized' },
  accessEnded: { code: 4403, reason: 'Forbidden' },
  unreadable: { code: 4400, reason: 'Bad Request' },
  tooLarge: { code: 4413, reason: 'Content too large' },
  unknownContent: { code: 4422, reason: 'Unknown content' },
} as const;

export type CollaborationCloseEvent = { code: number; reason: string };

export function collaborationDocumentName(id: number): string {
  return `generated-document-${id}`;
}

export function generatedDocumentIdOfCollaboration(name: string): number | null {
  const match = /^generated-document-([1-9]\d{0,9})$/.exec(name);
  return match ? Number(match[1]) : null;
}

export const SHARE_ROLES = ['read', 'edit'] as const;
export const shareRoleSchema = z.enum(SHARE_ROLES);
export type ShareRoleId = z.infer<typeof shareRoleSchema>;

export const COLLABORATION_MESSAGES = {
  enterpriseOnly: 'Sharing and real-time collaboration are part of the Enterprise plan.',
  recipientNotFound: 'No DocLens account has this email address.',
  recipientNotEnterprise:
    'This person has a DocLens account without the Enterprise plan: they need Enterprise to open shared documents.',
  notYourself: 'You already own this document.',
  shareNotFound: 'This person has no access to the document.',
} as const;

export const createGeneratedDocumentShareSchema = z.object({
  email: emailAddressSchema,
  role: shareRoleSchema,
});
export type CreateGeneratedDocumentShare = z.infer<typeof createGeneratedDocumentShareSchema>;

export const generatedDocumentShareSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: shareRoleSchema,
  createdAt: z.string(),
});
export type GeneratedDocumentShareView = z.infer<typeof generatedDocumentShareSchema>;

export const generatedDocumentSharesSchema = z.object({ shares: z.array(generatedDocumentShareSchema) });
export type GeneratedDocumentSharesView = z.infer<typeof generatedDocumentSharesSchema>;

export const generatedDocumentShareParamsSchema = documentIdParamsSchema.extend({ userId: z.uuid() });

/**
 * How the editor opens a document, as the server decides: `collaborative` connects to the
 * collaboration server (owner and shares of an enterprise owner, the caller enterprise too);
 * `single` is the single-user editor saving with PATCH.
 */
export const generatedDocumentCollaborationSchema = z.object({
  mode: z.enum(['collaborative', 'single']),
  role: z.enum(['owner', ...SHARE_ROLES]),
  documentName: z.string(),
  /** Shown beside this user's caret in the other editors. */
  user: z.object({ name: z.string(), color: z.string() }),
});
export type GeneratedDocumentCollaborationView = z.infer<typeof generatedDocumentCollaborationSchema>;

export const sharedGeneratedDocumentSchema = z.object({
  id: z.number(),
  title: z.string(),
  role: shareRoleSchema,
  ownerName: z.string(),
  ownerEmail: z.string(),
  updatedAt: z.string(),
});
export const sharedGeneratedDocumentListSchema = z.object({ documents: z.array(sharedGeneratedDocumentSchema) });
export type SharedGeneratedDocumentView = z.infer<typeof sharedGeneratedDocumentSchema>;

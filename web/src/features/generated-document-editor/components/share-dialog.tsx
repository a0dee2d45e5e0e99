import type { GeneratedDocumentSharesView, ShareRoleId } from '@doclens/api';
import { useQueryClient } from '@tanstack/react-query';
import { Share2, UserMinus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { userMessageOf } from '../../../lib/api-client';
import { generatedDocumentKeys } from '../../../lib/query-keys';
import { revokeGeneratedDocumentShare, shareGeneratedDocument } from '../api/generated-document-api';
import { useGeneratedDocumentShares } from '../queries/use-generated-document-shares';

const ROLE_LABELS: Record<ShareRoleId, string> = { edit: 'Can edit', read: 'Can read' };

/**
 * The owner's sharing of a generated document (enterprise): who has access, add someone by the
 * email of their DocLens account with a role, revoke. A revoked person's open editor is cut off
 * by the server at once. Outcomes are told inside the dialog, not by toasts: a toast is a layer of
 * its own above the dialog and would take the first Escape.
 */
export function ShareDialog({ documentId }: { documentId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share this document</DialogTitle>
          <DialogDescription>
            People on the Enterprise plan edit it with you in real time, or read along. You can revoke access at any
            time.
          </DialogDescription>
        </DialogHeader>
        {open && <ShareManager documentId={documentId} />}
      </DialogContent>
    </Dialog>
  );
}

function ShareManager({ documentId }: { documentId: number }) {
  const queryClient = useQueryClient();
  const shares = useGeneratedDocumentShares(documentId, { enabled: true });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ShareRoleId>('edit');
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const emailId = useId();
  const roleId = useId();
  const errorId = useId();

  const store = (view: GeneratedDocumentSharesView) =>
    queryClient.setQueryData(generatedDocumentKeys.shares(documentId), view);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      setFormError('Enter the email address of their DocLens account.');
      return;
    }
    setAdding(true);
    setFormError(null);
    setOutcome(null);
    try {
      store(await shareGeneratedDocument(documentId, { email: email.trim(), role }));
      setOutcome({ text: `${email.trim()} ${ROLE_LABELS[role].toLowerCase()}.`, failed: false });
      setEmail('');
    } catch (error) {
      setFormError(userMessageOf(error, 'The document could not be shared.'));
    } finally {
      setAdding(false);
    }
  };

  const revoke = async (userId: string, who: string) => {
    setRevoking(userId);
    setOutcome(null);
    try {
      store(await revokeGeneratedDocumentShare(documentId, userId));
      setOutcome({ text: `${who} no longer has access.`, failed: false });
    } catch (error) {
      setOutcome({ text: userMessageOf(error, 'Access could not be revoked.'), failed: true });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <div className="grid gap-5">
      <form onSubmit={add} className="grid gap-3" noValidate>
        <div className="grid gap-2">
          <Label htmlFor={emailId}>Email</Label>
          <Input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={formError !== null}
            aria-describedby={formError ? errorId : undefined}
          />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor={roleId}>Access</Label>
            <select
              id={roleId}
              value={role}
              onChange={(event) => setRole(event.target.value as ShareRoleId)}
              className="h-9 rounded-md border bg-background px-3 text-sm"
            >
              <option value="edit">{ROLE_LABELS.edit}</option>
              <option value="read">{ROLE_LABELS.read}</option>
            </select>
          </div>
          <Button type="submit" disabled={adding}>
            {adding ? 'Sharing…' : 'Share'}
          </Button>
        </div>
        {formError && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {formError}
          </p>
        )}
      </form>
      {/* Always present so screen readers announce the outcome when its text changes. */}
      <p role="status" className={outcome?.failed ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {outcome?.text}
      </p>

      <section aria-labelledby={`${emailId}-people`} className="grid gap-2">
        <h3 id={`${emailId}-people`} className="text-sm font-medium">
          People with access
        </h3>
        {shares.isPending && (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        )}
        {shares.isError && (
          <div role="alert" className="grid gap-2 text-sm text-destructive">
            <p>{userMessageOf(shares.error, 'The list of people could not be loaded.')}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => void shares.refetch()}
            >
              Try again
            </Button>
          </div>
        )}
        {shares.data && shares.data.shares.length === 0 && (
          <p className="text-sm text-muted-foreground">Only you have access to this document.</p>
        )}
        {shares.data && shares.data.shares.length > 0 && (
          <ul className="grid gap-2">
            {shares.data.shares.map((share) => (
              <li key={share.userId} className="flex items-center justify-between gap-3 rounded-md border p-2 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-medium">{share.name || share.email}</p>
                  <p className="truncate text-muted-foreground">
                    {share.email} · {ROLE_LABELS[share.role]}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={revoking === share.userId}
                  aria-label={`Revoke access for ${share.email}`}
                  onClick={() => void revoke(share.userId, share.email)}
                >
                  <UserMinus aria-hidden="true" />
                  {revoking === share.userId ? 'Revoking…' : 'Revoke'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

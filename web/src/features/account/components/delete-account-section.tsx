import { ACCOUNT_DELETION_REASONS } from '@doclens/api';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LeavingFeedbackFields, NO_LEAVING_FEEDBACK } from './leaving-feedback-fields';

interface DeleteAccountSectionProps {
  busy: boolean;
  onDelete: (reason: string, additionalComments: string) => void;
}

/** The danger zone: deleting the account takes a reason, optional comments and an explicit confirmation. */
export function DeleteAccountSection({ busy, onDelete }: DeleteAccountSectionProps) {
  const [open, setOpen] = useState(false);
  const [feedback, setFeedback] = useState(NO_LEAVING_FEEDBACK);
  const [confirmed, setConfirmed] = useState(false);
  const reasonMissing = open && !feedback.reason;

  return (
    <Card className="border-destructive" aria-labelledby="danger-zone-title">
      <CardHeader>
        <CardTitle id="danger-zone-title" className="text-destructive">
          Danger Zone
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p>
          Deleting your account ends any subscription at once, signs you out everywhere and deletes your documents and
          personal data. This cannot be undone.
        </p>
        {!open && (
          <Button variant="destructive" onClick={() => setOpen(true)}>
            Delete account
          </Button>
        )}
        {open && (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (feedback.reason && confirmed) onDelete(feedback.reason, feedback.comments);
            }}
          >
            <LeavingFeedbackFields
              legend="Why are you leaving?"
              name="delete"
              reasons={ACCOUNT_DELETION_REASONS}
              value={feedback}
              onChange={setFeedback}
              hint={reasonMissing ? 'Please choose a reason' : undefined}
            />
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />I
              understand that my account and documents will be deleted permanently
            </label>
            <div className="flex gap-2">
              <Button type="submit" variant="destructive" disabled={busy || !feedback.reason || !confirmed}>
                Delete my account permanently
              </Button>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Keep my account
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

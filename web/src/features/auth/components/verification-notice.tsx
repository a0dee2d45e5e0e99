import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function VerificationNotice({ email, onReturnToLogin }: { email: string; onReturnToLogin: () => void }) {
  return (
    <div role="status" className="grid gap-4 text-center">
      <MailCheck className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Check your email</h2>
      <p className="text-sm text-muted-foreground">
        We've sent a verification link to <strong className="text-foreground">{email}</strong>. Follow it to verify your
        account, then sign in.
      </p>
      <Button variant="link" onClick={onReturnToLogin}>
        Return to login
      </Button>
    </div>
  );
}

import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useResendVerificationMutation } from '../../auth/queries/use-auth-mutations';

export function VerificationBanner({ email }: { email: string }) {
  const resend = useResendVerificationMutation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-yellow-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-2">
        <MailWarning className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p className="text-sm">Please verify your email address ({email}) to access all features.</p>
      </div>
      <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
        Resend Email
      </Button>
    </div>
  );
}

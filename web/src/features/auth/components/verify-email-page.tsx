import { VALIDATION_MESSAGES } from '@doclens/api';
import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useResendVerificationMutation } from '../queries/use-auth-mutations';
import { useEmailVerification } from '../queries/use-email-verification';
import { useSession } from '../queries/use-session';

export const LOGIN_TO_RESEND_MESSAGE = 'Please log in to resend verification email';

type VerificationState = 'verifying' | 'success' | 'expired' | 'invalid' | 'error';

/** Spec part 2 §2: /verify-email?token=… consumes the emailed token and says how it went. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verification = useEmailVerification(token);

  if (!token) return <UnusableLink reason="invalid" message={VALIDATION_MESSAGES.verificationTokenMissing} />;

  const state: VerificationState = verification.isError ? 'error' : (verification.data?.state ?? 'verifying');
  const message = verification.data?.message;

  switch (state) {
    case 'verifying':
      return (
        <VerificationCard
          icon={<Loader2 className="h-12 w-12 animate-spin text-primary" aria-hidden="true" />}
          title="Verifying your email..."
        >
          <p>Please wait a moment.</p>
        </VerificationCard>
      );
    case 'success':
      return (
        <VerificationCard
          icon={<CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden="true" />}
          title="Email Verified!"
        >
          <p>{message || 'Your email has been verified.'}</p>
          <SuccessNextStep />
        </VerificationCard>
      );
    case 'expired':
    case 'invalid':
      return <UnusableLink reason={state} message={message} />;
    case 'error':
      return (
        <VerificationCard
          icon={<XCircle className="h-12 w-12 text-destructive" aria-hidden="true" />}
          title="Verification Failed"
        >
          <p>We couldn't reach the server to verify your email. Check your connection and try again.</p>
          <Button onClick={() => void verification.refetch()} disabled={verification.isFetching}>
            {verification.isFetching ? 'Retrying...' : 'Try Again'}
          </Button>
        </VerificationCard>
      );
  }
}

/** A link that can verify nothing (any more): says why, and offers a fresh one. */
function UnusableLink({ reason, message }: { reason: 'expired' | 'invalid'; message: string | undefined }) {
  const expired = reason === 'expired';
  return (
    <VerificationCard
      icon={
        expired ? (
          <Clock className="h-12 w-12 text-orange-500" aria-hidden="true" />
        ) : (
          <XCircle className="h-12 w-12 text-destructive" aria-hidden="true" />
        )
      }
      title={expired ? 'Link Expired' : 'Invalid Link'}
    >
      <p>{message}</p>
      <ResendVerification />
    </VerificationCard>
  );
}

function SuccessNextStep() {
  const { isAuthenticated } = useSession();
  return (
    <Button asChild>
      {isAuthenticated ? <Link to="/dashboard">Go to Dashboard</Link> : <Link to="/auth?mode=login">Sign In</Link>}
    </Button>
  );
}

/** Sending a fresh link needs the session: the server mails the signed-in user's own address. */
function ResendVerification() {
  const { user } = useSession();
  const resend = useResendVerificationMutation();

  if (!user) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">{LOGIN_TO_RESEND_MESSAGE}</p>
        <Button asChild variant="outline">
          <Link to="/auth?mode=login">Log In</Link>
        </Button>
      </div>
    );
  }
  return (
    <Button variant="outline" onClick={() => resend.mutate(user.email)} disabled={resend.isPending}>
      {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
    </Button>
  );
}

function VerificationCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4 py-8">
      <Card className="w-full max-w-md">
        <CardContent className="grid justify-items-center gap-4 pt-6 text-center" aria-live="polite">
          {icon}
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {children}
        </CardContent>
      </Card>
    </main>
  );
}

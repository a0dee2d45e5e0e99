import { planOrFree, type RegisterResponse } from '@doclens/api';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { toast } from '../../../hooks/use-toast';
import { type AuthView, authViewFor, requestedPlanOf } from '../auth-view';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { PlanBanner } from './plan-banner';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { VerificationNotice } from './verification-notice';

/** Spec part 1 §9: the paid-plan redirect after registration waits 1.5 s so the toast can be read. */
export const PAYMENT_REDIRECT_DELAY_MS = 1500;

const TITLES: Record<AuthView, string> = {
  login: 'Welcome Back',
  register: 'Create Account',
  forgot: 'Reset Password',
  reset: 'Set New Password',
};

export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = authViewFor(searchParams);
  const requestedPlan = requestedPlanOf(searchParams);
  const [verificationEmail, setVerificationEmail] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // The plan travels with every view switch so that signing in still leads to checkout.
  const showView = (next: AuthView) => {
    setVerificationEmail(null);
    const params = new URLSearchParams();
    params.set('mode', next);
    const plan = searchParams.get('plan');
    if (plan) params.set('plan', plan);
    setSearchParams(params);
  };

  const onRegistered = (answer: RegisterResponse) => {
    if (answer.verificationEmailSent) setVerificationEmail(answer.user.email);
    if (answer.needsPayment) {
      toast({ title: 'Account Created!', description: 'Redirecting to payment to complete your subscription...' });
      // Registration does not sign in: the user signs in first, and /auth then forwards to checkout.
      redirectTimer.current = setTimeout(
        () => navigate(`/auth?mode=login&plan=${encodeURIComponent(answer.selectedPlan)}`),
        PAYMENT_REDIRECT_DELAY_MS,
      );
      return;
    }
    toast({ title: 'Account Created Successfully!', description: 'Please check your email to verify your account' });
    if (!answer.verificationEmailSent) showView('login');
  };

  return (
    <main className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4 py-8">
      <Card className="w-full max-w-md">
        <CardHeader>
          {view !== 'login' && (
            <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={() => showView('login')}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          )}
          <h1 className="text-2xl font-semibold tracking-tight">{TITLES[view]}</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          {view === 'register' && verificationEmail !== null ? (
            <VerificationNotice email={verificationEmail} onReturnToLogin={() => showView('login')} />
          ) : (
            <>
              {view === 'login' && (
                <LoginForm onForgotPassword={() => showView('forgot')} onRegister={() => showView('register')} />
              )}
              {view === 'register' && (
                <>
                  {requestedPlan && <PlanBanner plan={requestedPlan} />}
                  <RegisterForm
                    plan={planOrFree(requestedPlan)}
                    onRegistered={onRegistered}
                    onLogin={() => showView('login')}
                  />
                </>
              )}
              {view === 'forgot' && <ForgotPasswordForm onSent={() => showView('login')} />}
              {view === 'reset' && (
                <ResetPasswordForm token={searchParams.get('token') ?? ''} onReset={() => showView('login')} />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

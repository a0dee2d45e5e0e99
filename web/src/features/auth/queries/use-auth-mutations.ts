import type { LoginRequest, PublicUser } from '@doclens/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../hooks/use-toast';
import { userMessageOf } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys';
import {
  FORGOT_PASSWORD_FAILED_MESSAGE,
  login,
  logout,
  type RegistrationInput,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
} from '../api/auth-api';

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => login(credentials),
    onSuccess: async (user: PublicUser) => {
      queryClient.setQueryData(authKeys.user, user);
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
    onError: (error) => toast({ title: 'Login failed', description: userMessageOf(error), variant: 'destructive' }),
  });
}

/** Registration does not sign in (docs/decisions.md), so the session is only refreshed, never set. */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegistrationInput) => register(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user }),
    onError: (error) =>
      toast({ title: 'Registration failed', description: userMessageOf(error), variant: 'destructive' }),
  });
}

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.setQueryData(authKeys.user, null);
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
      navigate('/');
    },
    onError: (error) => toast({ title: 'Logout failed', description: userMessageOf(error), variant: 'destructive' }),
  });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onSuccess: () =>
      toast({ title: 'Reset Email Sent', description: 'Check your email for password reset instructions' }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: userMessageOf(error, FORGOT_PASSWORD_FAILED_MESSAGE),
        variant: 'destructive',
      }),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
    onSuccess: (answer) => toast({ title: 'Password Updated', description: answer.message }),
    onError: (error) => toast({ title: 'Error', description: userMessageOf(error), variant: 'destructive' }),
  });
}

export function useResendVerificationMutation() {
  return useMutation({
    mutationFn: (email: string) => resendVerification(email),
    onSuccess: () =>
      toast({
        title: 'Verification Email Sent',
        description: 'Check your inbox and spam folder for the verification email',
      }),
    onError: () =>
      toast({ title: 'Failed to Send Email', description: 'Please try again later', variant: 'destructive' }),
  });
}

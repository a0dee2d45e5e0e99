import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useResetPasswordMutation } from '../queries/use-auth-mutations';
import { resetPasswordFormSchema } from '../reset-password-form-schema';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

type ResetPasswordInput = z.infer<typeof resetPasswordFormSchema>;

/** The page the emailed reset link opens (/auth?mode=reset&token=…). */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const resetMutation = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(({ password }) => resetMutation.mutate({ token, password }, { onSuccess: onReset }))}
    >
      <FormField id="reset-password" label="New Password" error={errors.password?.message}>
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...register('password')} />}
      </FormField>
      <FormField id="reset-confirm-password" label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...register('confirmPassword')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={resetMutation.isPending}>
        {resetMutation.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}

import { forgotPasswordRequestSchema } from '@doclens/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useForgotPasswordMutation } from '../queries/use-auth-mutations';
import { FormField } from './form-field';

type ForgotPasswordInput = z.infer<typeof forgotPasswordRequestSchema>;

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const forgotMutation = useForgotPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(({ email }) => forgotMutation.mutate(email, { onSuccess: onSent }))}
    >
      <p className="text-sm text-muted-foreground">
        Enter your email address and we'll send you a link to reset your password.
      </p>
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={forgotMutation.isPending}>
        {forgotMutation.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}

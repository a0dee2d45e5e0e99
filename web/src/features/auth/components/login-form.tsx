import { type LoginRequest, loginRequestSchema } from '@doclens/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useLoginMutation } from '../queries/use-auth-mutations';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

interface LoginFormProps {
  onForgotPassword: () => void;
  onRegister: () => void;
}

/** After sign-in the router sends the user on (home, or checkout for a paid plan). */
export function LoginForm({ onForgotPassword, onRegister }: LoginFormProps) {
  const loginMutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => loginMutation.mutate(values))}>
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        {(control) => <PasswordInput autoComplete="current-password" {...control} {...register('password')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <div className="flex flex-col items-center gap-1 text-sm">
        <Button variant="link" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
        <p>
          Don't have an account?{' '}
          <Button variant="link" className="h-auto p-0" onClick={onRegister}>
            Sign up
          </Button>
        </p>
      </div>
    </form>
  );
}

import { type PlanId, type RegisterResponse, registerFormSchema } from '@doclens/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useRegisterMutation } from '../queries/use-auth-mutations';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormOutput = z.output<typeof registerFormSchema>;

interface RegisterFormProps {
  plan: PlanId;
  onRegistered: (answer: RegisterResponse) => void;
  onLogin: () => void;
}

export function RegisterForm({ plan, onRegistered, onLogin }: RegisterFormProps) {
  const registerMutation = useRegisterMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(({ name, email, password }) =>
    registerMutation.mutate({ name, email, password, plan }, { onSuccess: onRegistered }),
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormField id="register-name" label="Full Name" error={errors.name?.message}>
        {(control) => <Input autoComplete="name" {...control} {...register('name')} />}
      </FormField>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
      </FormField>
      <FormField id="register-password" label="Password" error={errors.password?.message}>
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...register('password')} />}
      </FormField>
      <FormField id="register-confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...register('confirmPassword')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Button variant="link" className="h-auto p-0" onClick={onLogin}>
          Sign in
        </Button>
      </p>
    </form>
  );
}

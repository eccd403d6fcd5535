import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { logIn, signUp } from '../../../web/lib/auth-api';
import { Button } from '../../../web/ui/button';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { ZLoginRequest, ZSignupRequest } from '../schema';

export type AuthMode = 'signin' | 'signup';

/** Sign-in has no name field; the form shares its shape with sign-up. */
const ZSignInForm = ZLoginRequest.extend({ name: z.string().optional() });

/** E-mail and password; the server's error shows inline under the form. */
export function AuthForm({ mode, onSuccess }: { mode: AuthMode; onSuccess: () => void }) {
  const signup = mode === 'signup';
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signup ? ZSignupRequest : ZSignInForm),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (signup) await signUp({ name: values.name ?? '', email: values.email, password: values.password });
      else await logIn({ email: values.email, password: values.password });
      onSuccess();
    } catch (error) {
      setServerError((error as Error).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {signup && (
        <Field label="Name" htmlFor="auth-name" error={errors.name?.message}>
          <Input id="auth-name" autoComplete="name" aria-invalid={!!errors.name} {...form.register('name')} />
        </Field>
      )}
      <Field label="E-mail" htmlFor="auth-email" error={errors.email?.message}>
        <Input id="auth-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
      </Field>
      <Field
        label="Password"
        htmlFor="auth-password"
        error={errors.password?.message}
        hint={signup ? 'At least 8 characters.' : undefined}
      >
        <Input
          id="auth-password"
          type="password"
          autoComplete={signup ? 'new-password' : 'current-password'}
          aria-invalid={!!errors.password}
          {...form.register('password')}
        />
      </Field>
      {serverError && (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/10 px-3 py-2 text-sm text-danger">
          {serverError}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {signup ? 'Create account' : 'Sign in'}
      </Button>
    </form>
  );
}

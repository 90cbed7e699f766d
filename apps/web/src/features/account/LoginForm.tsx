'use client';

import { loginBodySchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '@/features/form/contractResolver';
import { FormAlert } from '@/features/form/FormAlert';
import { SubmitButton } from '@/features/form/SubmitButton';
import { TextField } from '@/features/form/TextField';
import { useErrorText } from '@/features/form/useErrorText';
import { useToast } from '@/features/toast/ToastProvider';
import { useTRPC } from '@/trpc/TrpcProvider';

interface Props {
  /** Where to go after logging in: my account, or the page that asked for a login. */
  next: string;
  forgotHref: string;
  registerHref: string;
}

export function LoginForm({ next, forgotHref, registerHref }: Props) {
  const t = useTranslations('auth.login');
  const errors = useErrorText();
  const toast = useToast();
  const router = useRouter();
  const trpc = useTRPC();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const form = useForm<z.input<typeof loginBodySchema>>({
    resolver: contractResolver(loginBodySchema),
  });

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (customer) => {
        toast({ variant: 'success', title: t('success', { name: customer.firstName }) });
        router.push(next);
        router.refresh();
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {login.error ? <FormAlert tone="error">{errors.api(login.error)}</FormAlert> : null}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.field(form.formState.errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={errors.field(form.formState.errors.password?.message)}
        {...form.register('password')}
      />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={login.isPending} pendingLabel={t('submitting')}>
          {t('submit')}
        </SubmitButton>
        <Link href={forgotHref} className="text-sm underline">
          {t('forgot')}
        </Link>
      </div>
      <p className="text-sm">
        {t('noAccount')}{' '}
        <Link href={registerHref} className="font-semibold underline">
          {t('register')}
        </Link>
      </p>
    </form>
  );
}

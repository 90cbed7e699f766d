'use client';

import { resetFormSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '@/features/form/contractResolver';
import { FormAlert } from '@/features/form/FormAlert';
import { SubmitButton } from '@/features/form/SubmitButton';
import { TextField } from '@/features/form/TextField';
import { useErrorText } from '@/features/form/useErrorText';
import { useTRPC } from '@/trpc/TrpcProvider';

export function ResetPasswordForm({ token, loginHref }: { token: string; loginHref: string }) {
  const t = useTranslations('resetPassword');
  const login = useTranslations('auth.login');
  const errors = useErrorText();
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const form = useForm<z.input<typeof resetFormSchema>>({
    resolver: contractResolver(resetFormSchema),
  });

  if (reset.isSuccess) {
    return (
      <FormAlert tone="success">
        <h2 className="font-semibold">{t('successTitle')}</h2>
        <p>{t('successText')}</p>
        <Link href={loginHref} className="mt-2 inline-block font-semibold underline">
          {login('submit')}
        </Link>
      </FormAlert>
    );
  }
  return (
    <form
      onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
      noValidate
      className="flex flex-col gap-4"
    >
      {reset.error ? <FormAlert tone="error">{errors.api(reset.error)}</FormAlert> : null}
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        error={errors.field(form.formState.errors.password?.message)}
        {...form.register('password')}
      />
      <TextField
        label={t('passwordConfirm')}
        type="password"
        autoComplete="new-password"
        error={errors.field(form.formState.errors.passwordConfirm?.message)}
        {...form.register('passwordConfirm')}
      />
      <div>
        <SubmitButton pending={reset.isPending} pendingLabel={t('submitting')}>
          {t('submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

'use client';

import { forgotBodySchema } from '@shop/contract';
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

export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const t = useTranslations('auth.forgot');
  const errors = useErrorText();
  const trpc = useTRPC();
  const forgot = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const form = useForm<z.input<typeof forgotBodySchema>>({
    resolver: contractResolver(forgotBodySchema),
  });

  if (forgot.isSuccess) {
    return (
      <FormAlert tone="success">
        <h2 className="font-semibold">{t('sentTitle')}</h2>
        <p>{t('sentText', { email: forgot.variables.email })}</p>
        <Link href={loginHref} className="mt-2 inline-block underline">
          {t('backToLogin')}
        </Link>
      </FormAlert>
    );
  }
  return (
    <form
      onSubmit={form.handleSubmit((values) => forgot.mutate(values))}
      noValidate
      className="flex flex-col gap-4"
    >
      {forgot.error ? <FormAlert tone="error">{errors.api(forgot.error)}</FormAlert> : null}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.field(form.formState.errors.email?.message)}
        {...form.register('email')}
      />
      <div>
        <SubmitButton pending={forgot.isPending} pendingLabel={t('submit')}>
          {t('submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

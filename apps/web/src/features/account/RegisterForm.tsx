'use client';

import { registrationFormSchema } from '@shop/contract';
import type { Locale } from '@shop/site';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '@/features/form/contractResolver';
import { FormAlert } from '@/features/form/FormAlert';
import { PersonFields } from '@/features/form/PersonFields';
import { SubmitButton } from '@/features/form/SubmitButton';
import { TextField } from '@/features/form/TextField';
import { useErrorText } from '@/features/form/useErrorText';
import { useToast } from '@/features/toast/ToastProvider';
import { useTRPC } from '@/trpc/TrpcProvider';
import { useEmailAvailability } from './useEmailAvailability';

type Values = z.input<typeof registrationFormSchema>;

export function RegisterForm({
  locale,
  next,
  loginHref,
}: {
  locale: Locale;
  next: string;
  loginHref: string;
}) {
  const t = useTranslations('register');
  const errors = useErrorText();
  const toast = useToast();
  const router = useRouter();
  const trpc = useTRPC();
  const register = useMutation(trpc.auth.register.mutationOptions());
  const form = useForm<Values>({
    resolver: contractResolver(registrationFormSchema),
    defaultValues: { customerType: 'Private', locale },
  });
  const fieldError = (name: keyof Values) => errors.field(form.formState.errors[name]?.message);
  const isBusiness = form.watch('customerType') === 'Business';
  const availability = useEmailAvailability(form.watch('email'));
  const emailNotice = availability?.inUse
    ? t('emailInUse')
    : availability?.domainReason === 'disposable'
      ? t('emailDisposable')
      : availability?.domainValid === false
        ? t('emailDomainInvalid')
        : undefined;

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: (customer) => {
        toast({
          variant: 'success',
          title: t('successTitle', { name: customer.firstName }),
          description: t('successText'),
        });
        router.push(next);
        router.refresh();
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {register.error ? (
        <div className="md:col-span-2">
          <FormAlert tone="error">{errors.api(register.error)}</FormAlert>
        </div>
      ) : null}
      <PersonFields
        register={form.register}
        errorOf={fieldError}
        isBusiness={isBusiness}
        between={
          <TextField
            className="md:col-span-2"
            label={t('email')}
            type="email"
            autoComplete="email"
            error={fieldError('email') ?? emailNotice}
            {...form.register('email')}
          />
        }
      />
      <TextField
        className="md:col-start-1"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={fieldError('password')}
        {...form.register('password')}
      />
      <TextField
        label={t('passwordConfirm')}
        type="password"
        autoComplete="new-password"
        error={fieldError('passwordConfirm')}
        {...form.register('passwordConfirm')}
      />
      <div className="flex flex-wrap items-center gap-4 md:col-span-2">
        <SubmitButton pending={register.isPending} pendingLabel={t('submitting')}>
          {t('submit')}
        </SubmitButton>
        <p className="text-sm">
          {t('haveAccount')}{' '}
          <Link href={loginHref} className="font-semibold underline">
            {t('login')}
          </Link>
        </p>
      </div>
    </form>
  );
}

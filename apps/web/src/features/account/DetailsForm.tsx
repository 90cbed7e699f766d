'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type Customer, customerDetailsSchema } from '@shop/contract';
import { customerTypes } from '@shop/site';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/features/form/FormAlert';
import { SubmitButton } from '@/features/form/SubmitButton';
import { TextField } from '@/features/form/TextField';
import { useErrorText } from '@/features/form/useErrorText';
import { useToast } from '@/features/toast/ToastProvider';
import { useTRPC } from '@/trpc/TrpcProvider';

type Values = z.input<typeof customerDetailsSchema>;

export function DetailsForm({ customer }: { customer: Customer }) {
  const t = useTranslations('register');
  const account = useTranslations('account');
  const optional = useTranslations('form')('optional');
  const errors = useErrorText();
  const toast = useToast();
  const router = useRouter();
  const trpc = useTRPC();
  const save = useMutation(trpc.user.updateDetails.mutationOptions());
  const form = useForm<Values>({
    resolver: zodResolver(customerDetailsSchema),
    defaultValues: {
      customerType: customer.customerType,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone ?? '',
      companyName: customer.companyName ?? '',
      vatNumber: customer.vatNumber ?? '',
    },
  });
  const fieldError = (name: keyof Values) => errors.field(form.formState.errors[name]?.message);
  const isBusiness = form.watch('customerType') === 'Business';

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ variant: 'success', title: account('detailsSaved') });
        router.refresh();
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {save.error ? (
        <div className="md:col-span-2">
          <FormAlert tone="error">{errors.api(save.error)}</FormAlert>
        </div>
      ) : null}
      <fieldset className="md:col-span-2">
        <legend className="mb-2 text-sm font-semibold">{t('customerType.label')}</legend>
        <div className="flex flex-wrap gap-4">
          {customerTypes.map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input type="radio" value={type} {...form.register('customerType')} />
              {t(`customerType.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('firstName')}
        autoComplete="given-name"
        error={fieldError('firstName')}
        {...form.register('firstName')}
      />
      <TextField
        label={t('lastName')}
        autoComplete="family-name"
        error={fieldError('lastName')}
        {...form.register('lastName')}
      />
      <TextField
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        optionalLabel={optional}
        error={fieldError('phone')}
        {...form.register('phone')}
      />
      {isBusiness ? (
        <>
          <TextField
            className="md:col-start-1"
            label={t('companyName')}
            autoComplete="organization"
            error={fieldError('companyName')}
            {...form.register('companyName')}
          />
          <TextField
            label={t('vatNumber')}
            hint={t('vatHint')}
            error={fieldError('vatNumber')}
            {...form.register('vatNumber')}
          />
        </>
      ) : null}
      <div className="md:col-span-2">
        <SubmitButton pending={save.isPending} pendingLabel={account('saving')}>
          {account('save')}
        </SubmitButton>
      </div>
    </form>
  );
}

'use client';

import { addressSchema, type Customer, validateAddress } from '@shop/contract';
import { type Country, countries } from '@shop/site';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '@/features/form/contractResolver';
import { FormAlert } from '@/features/form/FormAlert';
import { SubmitButton } from '@/features/form/SubmitButton';
import { TextField } from '@/features/form/TextField';
import { useErrorText } from '@/features/form/useErrorText';
import { useToast } from '@/features/toast/ToastProvider';
import { useTRPC } from '@/trpc/TrpcProvider';

type Values = z.input<typeof addressSchema>;

/** The contract's address rules (postcode per country, house number) run before any request. */
const addressFormSchema = addressSchema.superRefine((value, ctx) => {
  for (const error of validateAddress(value).errors) {
    ctx.addIssue({ code: 'custom', path: [error.field], message: error.key });
  }
});

export function AddressForm({
  address,
  defaultCountry,
}: {
  address: Customer['address'];
  defaultCountry: Country;
}) {
  const t = useTranslations('form.address');
  const account = useTranslations('account');
  const optional = useTranslations('form')('optional');
  const errors = useErrorText();
  const toast = useToast();
  const router = useRouter();
  const trpc = useTRPC();
  const countryId = useId();
  const save = useMutation(trpc.user.updateAccount.mutationOptions());
  const form = useForm<Values>({
    resolver: contractResolver(addressFormSchema),
    defaultValues: address ?? { country: defaultCountry },
  });
  const fieldError = (name: keyof Values) => errors.field(form.formState.errors[name]?.message);

  const onSubmit = form.handleSubmit((values) => {
    const normalized = validateAddress(values).normalized;
    save.mutate(
      { address: { ...values, ...normalized } },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: account('addressSaved') });
          router.refresh();
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-6 gap-4">
      {save.error ? (
        <div className="col-span-6">
          <FormAlert tone="error">{errors.api(save.error)}</FormAlert>
        </div>
      ) : null}
      <div className="col-span-6 flex flex-col gap-1 md:col-span-3">
        <label htmlFor={countryId} className="text-sm font-semibold">
          {t('country')}
        </label>
        <select
          id={countryId}
          autoComplete="country"
          className="rounded-[var(--brand-radius)] border border-black/25 bg-white px-3 py-2"
          {...form.register('country')}
        >
          {countries.map((country) => (
            <option key={country} value={country}>
              {t(`countries.${country}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        className="col-span-6 md:col-span-3 md:col-start-1"
        label={t('postcode')}
        autoComplete="postal-code"
        error={fieldError('postcode')}
        {...form.register('postcode')}
      />
      <TextField
        className="col-span-3 md:col-span-2"
        label={t('houseNumber')}
        error={fieldError('houseNumber')}
        {...form.register('houseNumber')}
      />
      <TextField
        className="col-span-3 md:col-span-1"
        label={t('houseNumberAddition')}
        optionalLabel={optional}
        error={fieldError('houseNumberAddition')}
        {...form.register('houseNumberAddition')}
      />
      <TextField
        className="col-span-6 md:col-span-3"
        label={t('street')}
        autoComplete="address-line1"
        error={fieldError('street')}
        {...form.register('street')}
      />
      <TextField
        className="col-span-6 md:col-span-3"
        label={t('city')}
        autoComplete="address-level2"
        error={fieldError('city')}
        {...form.register('city')}
      />
      <div className="col-span-6">
        <SubmitButton pending={save.isPending} pendingLabel={account('saving')}>
          {account('save')}
        </SubmitButton>
      </div>
    </form>
  );
}

'use client';

import type { Checkout, CheckoutDetails, Customer } from '@shop/contract';
import type { Country } from '@shop/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/features/form/FormAlert';
import { PersonFields } from '@/features/form/PersonFields';
import { SubmitButton } from '@/features/form/SubmitButton';
import { TextField } from '@/features/form/TextField';
import { useErrorText } from '@/features/form/useErrorText';
import { useTRPC } from '@/trpc/TrpcProvider';
import { AddressFieldset } from './AddressFieldset';
import {
  type DetailsValues,
  detailsDefaults,
  detailsResolver,
  firstInvalidField,
} from './detailsForm';
import { useSteps } from './StepsContext';

type PersonField =
  | 'email'
  | 'customerType'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'companyName'
  | 'vatNumber';

/** Step 1: who orders (private or business), how to reach them, and the addresses. */
export function DetailsStep({
  checkout,
  customer,
  country,
  loginHref,
}: {
  checkout: Checkout;
  customer: Customer | null;
  country: Country;
  loginHref: string;
}) {
  const t = useTranslations('checkout.details');
  const register = useTranslations('register');
  const errors = useErrorText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { next } = useSteps();
  const save = useMutation(
    trpc.order.setDetails.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.order.checkout.queryKey(), saved);
        next();
      },
    }),
  );
  const form = useForm<DetailsValues, unknown, CheckoutDetails>({
    resolver: detailsResolver,
    shouldFocusError: false,
    defaultValues: detailsDefaults(checkout, customer, country),
  });
  const fieldErrors = form.formState.errors;
  const fieldError = (name: PersonField) => errors.field(fieldErrors[name]?.message);
  const addressError =
    (prefix: 'invoiceAddress' | 'deliveryAddress') =>
    (field: keyof NonNullable<DetailsValues['deliveryAddress']>) =>
      errors.field(fieldErrors[prefix]?.[field]?.message);
  const isBusiness = form.watch('customerType') === 'Business';
  const otherDelivery = form.watch('otherDelivery');

  return (
    <form
      onSubmit={form.handleSubmit(
        (values) => save.mutate(values),
        (invalid) => {
          const field = firstInvalidField(invalid);
          if (field) form.setFocus(field);
        },
      )}
      noValidate
      className="grid grid-cols-1 gap-4 md:grid-cols-2"
    >
      {save.error ? (
        <div className="md:col-span-2">
          <FormAlert tone="error">{errors.api(save.error)}</FormAlert>
        </div>
      ) : null}
      {customer ? null : (
        <p className="text-sm md:col-span-2">
          {t('haveAccount')}{' '}
          <Link href={loginHref} className="font-semibold underline">
            {t('login')}
          </Link>
        </p>
      )}
      <PersonFields
        register={form.register}
        errorOf={fieldError}
        isBusiness={isBusiness}
        between={
          <TextField
            className="md:col-span-2"
            label={register('email')}
            type="email"
            autoComplete="email"
            hint={t('emailHint')}
            error={fieldError('email')}
            {...form.register('email')}
          />
        }
      />
      <AddressFieldset
        prefix="invoiceAddress"
        legend={t('invoiceAddress')}
        register={form.register}
        errorOf={addressError('invoiceAddress')}
      />
      <label className="flex items-center gap-2 md:col-span-2">
        <input type="checkbox" className="size-4" {...form.register('otherDelivery')} />
        {t('otherDelivery')}
      </label>
      {otherDelivery ? (
        <AddressFieldset
          prefix="deliveryAddress"
          legend={t('deliveryAddress')}
          register={form.register}
          errorOf={addressError('deliveryAddress')}
        />
      ) : null}
      <div className="md:col-span-2">
        <SubmitButton pending={save.isPending} pendingLabel={t('saving')}>
          {t('submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

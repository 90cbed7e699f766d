'use client';

import { addressSchema, type Customer, validateAddress } from '@shop/contract';
import type { Country } from '@shop/site';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressFields } from '@/features/form/AddressFields';
import { contractResolver } from '@/features/form/contractResolver';
import { FormAlert } from '@/features/form/FormAlert';
import { SubmitButton } from '@/features/form/SubmitButton';
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
  const account = useTranslations('account');
  const errors = useErrorText();
  const toast = useToast();
  const router = useRouter();
  const trpc = useTRPC();
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
      <AddressFields register={form.register} errorOf={fieldError} />
      <div className="col-span-6">
        <SubmitButton pending={save.isPending} pendingLabel={account('saving')}>
          {account('save')}
        </SubmitButton>
      </div>
    </form>
  );
}

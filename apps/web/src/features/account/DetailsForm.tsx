'use client';

import { type Customer, customerDetailsSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '@/features/form/contractResolver';
import { FormAlert } from '@/features/form/FormAlert';
import { PersonFields } from '@/features/form/PersonFields';
import { SubmitButton } from '@/features/form/SubmitButton';
import { useErrorText } from '@/features/form/useErrorText';
import { useToast } from '@/features/toast/ToastProvider';
import { useTRPC } from '@/trpc/TrpcProvider';

type Values = z.input<typeof customerDetailsSchema>;

export function DetailsForm({ customer }: { customer: Customer }) {
  const account = useTranslations('account');
  const errors = useErrorText();
  const toast = useToast();
  const router = useRouter();
  const trpc = useTRPC();
  const save = useMutation(trpc.user.updateDetails.mutationOptions());
  const form = useForm<Values>({
    resolver: contractResolver(customerDetailsSchema),
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
      <PersonFields register={form.register} errorOf={fieldError} isBusiness={isBusiness} />
      <div className="md:col-span-2">
        <SubmitButton pending={save.isPending} pendingLabel={account('saving')}>
          {account('save')}
        </SubmitButton>
      </div>
    </form>
  );
}

'use client';

import type { UseFormRegister } from 'react-hook-form';
import { AddressFields } from '@/features/form/AddressFields';
import type { DetailsValues } from './detailsForm';

type Prefix = 'invoiceAddress' | 'deliveryAddress';

/** One of the checkout's two addresses, under its own legend. */
export function AddressFieldset({
  prefix,
  legend,
  register,
  errorOf,
}: {
  prefix: Prefix;
  legend: string;
  register: UseFormRegister<DetailsValues>;
  errorOf: (field: keyof NonNullable<DetailsValues[Prefix]>) => string | undefined;
}) {
  return (
    <fieldset className="grid grid-cols-6 gap-4 md:col-span-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <AddressFields
        register={register}
        errorOf={errorOf}
        prefix={prefix}
        autoCompleteSection={prefix === 'invoiceAddress' ? 'billing' : 'shipping'}
      />
    </fieldset>
  );
}

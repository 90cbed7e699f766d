'use client';

import { countries } from '@shop/site';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '@/features/form/TextField';
import type { DetailsValues } from './detailsForm';

type Prefix = 'invoiceAddress' | 'deliveryAddress';
type Field = 'street' | 'houseNumber' | 'houseNumberAddition' | 'postcode' | 'city';

/**
 * One address of the checkout form in the order the account's address form uses: country
 * first (it decides the postcode format), then postcode and house number, street and town.
 */
export function AddressFields({
  prefix,
  legend,
  register,
  errorOf,
}: {
  prefix: Prefix;
  legend: string;
  register: UseFormRegister<DetailsValues>;
  errorOf: (field: Field) => string | undefined;
}) {
  const t = useTranslations('form.address');
  const optional = useTranslations('form')('optional');
  const countryId = useId();
  // The browser fills invoice and delivery addresses from different entries of its book.
  const section = prefix === 'invoiceAddress' ? 'billing' : 'shipping';
  return (
    <fieldset className="grid grid-cols-6 gap-4 md:col-span-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <div className="col-span-6 flex flex-col gap-1 md:col-span-3">
        <label htmlFor={countryId} className="text-sm font-semibold">
          {t('country')}
        </label>
        <select
          id={countryId}
          autoComplete={`${section} country`}
          className="rounded-[var(--brand-radius)] border border-black/25 bg-white px-3 py-2"
          {...register(`${prefix}.country`)}
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
        autoComplete={`${section} postal-code`}
        error={errorOf('postcode')}
        {...register(`${prefix}.postcode`)}
      />
      <TextField
        className="col-span-3 md:col-span-2"
        label={t('houseNumber')}
        error={errorOf('houseNumber')}
        {...register(`${prefix}.houseNumber`)}
      />
      <TextField
        className="col-span-3 md:col-span-1"
        label={t('houseNumberAddition')}
        optionalLabel={optional}
        error={errorOf('houseNumberAddition')}
        {...register(`${prefix}.houseNumberAddition`)}
      />
      <TextField
        className="col-span-6 md:col-span-3"
        label={t('street')}
        autoComplete={`${section} address-line1`}
        error={errorOf('street')}
        {...register(`${prefix}.street`)}
      />
      <TextField
        className="col-span-6 md:col-span-3"
        label={t('city')}
        autoComplete={`${section} address-level2`}
        error={errorOf('city')}
        {...register(`${prefix}.city`)}
      />
    </fieldset>
  );
}

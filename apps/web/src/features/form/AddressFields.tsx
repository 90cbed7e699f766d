'use client';

import { countries } from '@shop/site';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from './TextField';

type AddressField =
  | 'country'
  | 'street'
  | 'houseNumber'
  | 'houseNumberAddition'
  | 'postcode'
  | 'city';

/**
 * An address in one order everywhere: country first (it decides the postcode format), then
 * postcode and house number, street and town. Laid out on a six-column grid the caller draws.
 */
export function AddressFields<T extends FieldValues>({
  register,
  errorOf,
  prefix,
  autoCompleteSection,
}: {
  register: UseFormRegister<T>;
  errorOf: (field: Exclude<AddressField, 'country'>) => string | undefined;
  /** Where the address sits in the form's values, when it is one of several. */
  prefix?: string;
  /** Lets the browser fill invoice and delivery addresses from different entries of its book. */
  autoCompleteSection?: 'billing' | 'shipping';
}) {
  const t = useTranslations('form.address');
  const optional = useTranslations('form')('optional');
  const countryId = useId();
  const field = (name: AddressField) => register((prefix ? `${prefix}.${name}` : name) as Path<T>);
  const autoComplete = (token: string) =>
    autoCompleteSection ? `${autoCompleteSection} ${token}` : token;
  return (
    <>
      <div className="col-span-6 flex flex-col gap-1 md:col-span-3">
        <label htmlFor={countryId} className="text-sm font-semibold">
          {t('country')}
        </label>
        <select
          id={countryId}
          autoComplete={autoComplete('country')}
          className="rounded-[var(--brand-radius)] border border-black/25 bg-white px-3 py-2"
          {...field('country')}
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
        autoComplete={autoComplete('postal-code')}
        error={errorOf('postcode')}
        {...field('postcode')}
      />
      <TextField
        className="col-span-3 md:col-span-2"
        label={t('houseNumber')}
        error={errorOf('houseNumber')}
        {...field('houseNumber')}
      />
      <TextField
        className="col-span-3 md:col-span-1"
        label={t('houseNumberAddition')}
        optionalLabel={optional}
        error={errorOf('houseNumberAddition')}
        {...field('houseNumberAddition')}
      />
      <TextField
        className="col-span-6 md:col-span-3"
        label={t('street')}
        autoComplete={autoComplete('address-line1')}
        error={errorOf('street')}
        {...field('street')}
      />
      <TextField
        className="col-span-6 md:col-span-3"
        label={t('city')}
        autoComplete={autoComplete('address-level2')}
        error={errorOf('city')}
        {...field('city')}
      />
    </>
  );
}

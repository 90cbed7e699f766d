'use client';

import { customerTypes } from '@shop/site';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from './TextField';

type PersonField =
  | 'customerType'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'companyName'
  | 'vatNumber';

/**
 * Who the customer is, shared by registration, my details and the checkout: type, name, phone
 * and, for a business, company and VAT number. `between` goes after the name (the e-mail field).
 */
export function PersonFields<T extends FieldValues>({
  register,
  errorOf,
  isBusiness,
  between,
}: {
  register: UseFormRegister<T>;
  errorOf: (field: PersonField) => string | undefined;
  isBusiness: boolean;
  between?: ReactNode;
}) {
  const t = useTranslations('register');
  const optional = useTranslations('form')('optional');
  const field = (name: PersonField) => register(name as Path<T>);
  return (
    <>
      <fieldset className="md:col-span-2">
        <legend className="mb-2 text-sm font-semibold">{t('customerType.label')}</legend>
        <div className="flex flex-wrap gap-4">
          {customerTypes.map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input type="radio" value={type} {...field('customerType')} />
              {t(`customerType.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('firstName')}
        autoComplete="given-name"
        error={errorOf('firstName')}
        {...field('firstName')}
      />
      <TextField
        label={t('lastName')}
        autoComplete="family-name"
        error={errorOf('lastName')}
        {...field('lastName')}
      />
      {between}
      <TextField
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        optionalLabel={optional}
        error={errorOf('phone')}
        {...field('phone')}
      />
      {isBusiness ? (
        <>
          <TextField
            className="md:col-start-1"
            label={t('companyName')}
            autoComplete="organization"
            error={errorOf('companyName')}
            {...field('companyName')}
          />
          <TextField
            label={t('vatNumber')}
            hint={t('vatHint')}
            error={errorOf('vatNumber')}
            {...field('vatNumber')}
          />
        </>
      ) : null}
    </>
  );
}

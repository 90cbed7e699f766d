import type { CheckoutDetailsView } from '@shop/contract';
import { useTranslations } from 'next-intl';

type Address = CheckoutDetailsView['invoiceAddress'];

/** An address as it goes on an envelope; wrap it in <address>. */
export function AddressLines({ address }: { address: Address }) {
  const country = useTranslations('form.address.countries');
  return (
    <>
      {address.street} {address.houseNumber}
      {address.houseNumberAddition ? ` ${address.houseNumberAddition}` : ''}
      <br />
      {address.postcode} {address.city}
      <br />
      {country(address.country)}
    </>
  );
}

import {
  type Checkout,
  type CheckoutDetails,
  type CheckoutDetailsBody,
  type Customer,
  checkoutDetailsBodySchema,
} from '@shop/contract';
import type { Country } from '@shop/site';
import type { DefaultValues, FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import { contractResolver } from '@/features/form/contractResolver';

/** The details body plus the "deliver to another address" box, which only the form has. */
export type DetailsValues = CheckoutDetailsBody & { otherDelivery: boolean };

const bodyResolver = contractResolver(checkoutDetailsBodySchema);

/**
 * The contract's own rules (business fields, postcode per country) run before any request. A
 * delivery address counts only while the box is ticked, so a half-filled one left behind
 * after unticking cannot block the order.
 */
export const detailsResolver: Resolver<DetailsValues, unknown, CheckoutDetails> = (
  values,
  context,
  options,
) => {
  const { otherDelivery, ...body } = values;
  const relevant = otherDelivery ? body : { ...body, deliveryAddress: undefined };
  return bodyResolver(relevant, context, options as never) as ReturnType<
    Resolver<DetailsValues, unknown, CheckoutDetails>
  >;
};

const blankAddress = (country: Country) => ({
  country,
  street: '',
  houseNumber: '',
  houseNumberAddition: '',
  postcode: '',
  city: '',
});

/**
 * What the form starts with: the details already given for this order, else the logged-in
 * customer's account, else an empty form in the locale's country.
 */
export function detailsDefaults(
  checkout: Checkout,
  customer: Customer | null,
  country: Country,
): DefaultValues<DetailsValues> {
  const saved = checkout.details;
  if (saved) {
    const invoice = { ...blankAddress(country), ...saved.invoiceAddress };
    return {
      ...saved,
      phone: saved.phone ?? '',
      companyName: saved.companyName ?? '',
      vatNumber: saved.vatNumber ?? '',
      invoiceAddress: invoice,
      otherDelivery: Boolean(saved.deliveryAddress),
      deliveryAddress: { ...blankAddress(invoice.country), ...saved.deliveryAddress },
    };
  }
  const invoice = { ...blankAddress(country), ...customer?.address };
  return {
    customerType: customer?.customerType ?? 'Private',
    email: customer?.email ?? '',
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    phone: customer?.phone ?? '',
    companyName: customer?.companyName ?? '',
    vatNumber: customer?.vatNumber ?? '',
    invoiceAddress: invoice,
    otherDelivery: false,
    deliveryAddress: blankAddress(invoice.country),
  };
}

const addressOrder = [
  'country',
  'postcode',
  'houseNumber',
  'houseNumberAddition',
  'street',
  'city',
];

/** The fields in the order the form shows them. */
const fieldOrder = [
  'customerType',
  'firstName',
  'lastName',
  'email',
  'phone',
  'companyName',
  'vatNumber',
  ...addressOrder.map((field) => `invoiceAddress.${field}`),
  ...addressOrder.map((field) => `deliveryAddress.${field}`),
] as FieldPath<DetailsValues>[];

/**
 * The first invalid field as the shopper reads the form. React Hook Form would focus the first
 * one registered, and the e-mail field (passed into PersonFields) registers before the name.
 */
export function firstInvalidField(
  errors: FieldErrors<DetailsValues>,
): FieldPath<DetailsValues> | undefined {
  return fieldOrder.find((path) => {
    const [head, tail] = path.split('.') as [keyof DetailsValues, string | undefined];
    const error = errors[head] as Record<string, unknown> | undefined;
    return tail ? Boolean(error?.[tail]) : Boolean(error);
  });
}

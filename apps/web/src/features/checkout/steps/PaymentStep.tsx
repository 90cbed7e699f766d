'use client';

import type { Checkout, PaymentMethod } from '@shop/contract';
import type { Locale, VatDisplay } from '@shop/site';
import { useMutation, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { trackEvent } from '@/features/analytics/tracking';
import { FormAlert } from '@/features/form/FormAlert';
import { SubmitButton } from '@/features/form/SubmitButton';
import { useErrorText } from '@/features/form/useErrorText';
import { useTRPC } from '@/trpc/TrpcProvider';
import { ecommerceParams } from '../analytics';
import { OrderOverview } from '../OrderOverview';
import { CheckoutSummary } from './CheckoutSummary';
import { useSteps } from './StepsContext';

/**
 * Step 3: the methods offered in the invoice country, the order as the API totals it, and Pay:
 * the order is placed and the browser goes to the payment provider's page.
 */
export function PaymentStep({
  checkout,
  locale,
  vat,
  pickupAddress,
  cartHref,
}: {
  checkout: Checkout;
  locale: Locale;
  vat: VatDisplay;
  pickupAddress: string;
  cartHref: string;
}) {
  const t = useTranslations('checkout.payment');
  const checkoutT = useTranslations('checkout');
  const global = useTranslations('global');
  const errors = useErrorText();
  const trpc = useTRPC();
  const { steps, goTo } = useSteps();
  const country = checkout.details?.invoiceAddress.country;
  const methods = useQuery({
    ...trpc.order.paymentMethods.queryOptions({ country: country ?? 'NL' }),
    enabled: Boolean(country),
  });
  const [choice, setChoice] = useState<PaymentMethod | null>(null);
  const offered = methods.data?.methods ?? [];
  const selected = choice && offered.includes(choice) ? choice : (offered[0] ?? null);
  const pay = useMutation(
    trpc.order.pay.mutationOptions({
      onSuccess: ({ checkoutUrl }) => {
        goTo(steps.length);
        window.location.assign(checkoutUrl);
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    trackEvent('add_payment_info', {
      ...ecommerceParams(checkout.cart.lines, checkout.totals),
      payment_type: selected,
    });
    pay.mutate({ method: selected });
  };
  const leaving = pay.isPending || pay.isSuccess;

  return (
    <form
      onSubmit={submit}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <CheckoutSummary checkout={checkout} locale={locale} pickupAddress={pickupAddress} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{t('legend')}</legend>
          {methods.error ? (
            <div className="flex flex-col items-start gap-2">
              <FormAlert tone="error">{errors.api(methods.error)}</FormAlert>
              <button type="button" onClick={() => methods.refetch()} className="underline">
                {global('retry')}
              </button>
            </div>
          ) : null}
          {methods.isPending ? <p aria-busy>{t('loading')}</p> : null}
          {offered.map((method) => (
            <label
              key={method}
              className="flex cursor-pointer items-center gap-3 rounded-[var(--brand-radius)] border border-black/20 px-4 py-3 has-checked:border-primary has-checked:bg-primary/5"
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={method === selected}
                onChange={() => setChoice(method)}
                className="size-4"
              />
              {t(`methods.${method}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {/* Beside the choices on wide screens, so the total and Pay are in view together. */}
      <section
        aria-labelledby="overview-title"
        className="flex flex-col gap-4 lg:sticky lg:top-4 lg:rounded-[var(--brand-radius)] lg:border lg:border-black/10 lg:p-4"
      >
        <h3 id="overview-title" className="text-lg font-semibold">
          {t('overview')}
        </h3>
        <OrderOverview
          lines={checkout.cart.lines}
          totals={checkout.totals}
          locale={locale}
          vat={vat}
          showShipping
        />
        {/* Changing the cart reopens a placed order; the API allows it unless a payment runs. */}
        <Link href={cartHref} className="text-sm underline">
          {checkoutT('editCart')}
        </Link>
        {pay.error ? <FormAlert tone="error">{errors.api(pay.error)}</FormAlert> : null}
        <div>
          <SubmitButton
            pending={leaving || !selected}
            pendingLabel={leaving ? t('redirecting') : t('pay')}
          >
            {t('pay')}
          </SubmitButton>
          <p className="mt-2 text-xs text-muted">{t('terms')}</p>
        </div>
      </section>
    </form>
  );
}

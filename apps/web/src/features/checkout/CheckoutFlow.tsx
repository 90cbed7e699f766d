'use client';

import type { Checkout, Customer } from '@shop/contract';
import type { Country, Locale, VatDisplay } from '@shop/site';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { FormAlert } from '@/features/form/FormAlert';
import { useTRPC } from '@/trpc/TrpcProvider';
import { OrderOverview } from './OrderOverview';
import { DeliveryStep } from './steps/DeliveryStep';
import { DetailsStep } from './steps/DetailsStep';
import { PaymentStep } from './steps/PaymentStep';
import { StepIndicator } from './steps/StepIndicator';
import { StepPanel } from './steps/StepPanel';
import { StepsProvider, useSteps } from './steps/StepsContext';

export interface CheckoutFlowProps {
  initial: Checkout;
  customer: Customer | null;
  locale: Locale;
  country: Country;
  vat: VatDisplay;
  pickupAddress: string;
  loginHref: string;
  cartHref: string;
}

/** How far the saved checkout allows: details given -> delivery, delivery chosen -> payment. */
function reachableStep(checkout: Checkout): number {
  if (!checkout.details) return 0;
  return checkout.deliveryType ? 2 : 1;
}

/** The three checkout steps over the open order, which the API keeps between visits. */
export function CheckoutFlow(props: CheckoutFlowProps) {
  const trpc = useTRPC();
  const { data: checkout } = useQuery({
    ...trpc.order.checkout.queryOptions(),
    initialData: props.initial,
  });
  const reachable = reachableStep(checkout);
  return (
    <StepsProvider initial={reachable} reachable={reachable}>
      <CurrentStep {...props} checkout={checkout} reachable={reachable} />
    </StepsProvider>
  );
}

function CurrentStep({
  checkout,
  reachable,
  ...props
}: CheckoutFlowProps & { checkout: Checkout; reachable: number }) {
  const t = useTranslations('checkout');
  const { steps, current, moved, goTo } = useSteps();
  // A step whose earlier steps are no longer done (the address changed) is not shown.
  useEffect(() => {
    if (current < steps.length && current > reachable) goTo(reachable);
  }, [current, reachable, steps.length, goTo]);

  const step = steps[current];
  const shared = { checkout, locale: props.locale, vat: props.vat };
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      {/* The payment step shows the order itself, beside its choices: it takes both columns. */}
      <div className={step === 'payment' ? 'min-w-0 lg:col-span-2' : 'min-w-0'}>
        <StepIndicator />
        {checkout.paymentInProgress ? (
          <div className="mt-4">
            <FormAlert tone="info">{t('payment.inProgress')}</FormAlert>
          </div>
        ) : null}
        {step === undefined ? (
          <p className="mt-6" role="status">
            {t('payment.redirecting')}
          </p>
        ) : (
          <StepPanel key={step} title={t(`${step}.title`)} focusOnShow={moved}>
            {step === 'details' ? (
              <DetailsStep
                checkout={checkout}
                customer={props.customer}
                country={props.country}
                loginHref={props.loginHref}
              />
            ) : step === 'delivery' ? (
              <DeliveryStep {...shared} pickupAddress={props.pickupAddress} />
            ) : (
              <PaymentStep
                {...shared}
                pickupAddress={props.pickupAddress}
                cartHref={props.cartHref}
              />
            )}
          </StepPanel>
        )}
      </div>
      {step === 'payment' || step === undefined ? null : (
        <aside className="hidden lg:block" aria-labelledby="aside-title">
          <div className="sticky top-4 rounded-[var(--brand-radius)] border border-black/10 p-4">
            <h2 id="aside-title" className="mb-2 text-lg font-semibold">
              {t('summary.title')}
            </h2>
            <OrderOverview
              lines={checkout.cart.lines}
              totals={checkout.totals}
              locale={props.locale}
              vat={props.vat}
              showShipping={Boolean(checkout.deliveryType)}
            />
            <Link href={props.cartHref} className="mt-3 inline-block text-sm underline">
              {t('editCart')}
            </Link>
          </div>
        </aside>
      )}
    </div>
  );
}

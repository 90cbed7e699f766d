import type { PaymentMethod, PaymentStatus } from '@shop/contract';
import type { Locale } from '@shop/site';

export interface CreatePaymentInput {
  /** Our payment id: the provider answers a repeated create with the same payment. */
  idempotencyKey: string;
  amountCents: number;
  description: string;
  method: PaymentMethod;
  locale: Locale;
  /** Where the provider sends the shopper afterwards. */
  redirectUrl: string;
  /** Where the provider reports changes (the body carries only its id). */
  webhookUrl: string;
  metadata: { orderId: string; paymentId: string };
}

/** A payment as the provider sees it. */
export interface ProviderPayment {
  ref: string;
  status: Exclude<PaymentStatus, 'created'>;
  checkoutUrl: string | null;
}

/**
 * A payment service provider. The shop never trusts a status it is told: webhooks carry only
 * an id, and the status is fetched here.
 */
export interface PaymentProvider {
  readonly id: string;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(ref: string): Promise<ProviderPayment>;
}

/** The provider's servers failed or refused: the shopper may try again, nothing changed. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The active provider for new payments, and every known one for payments already made. */
export interface PaymentProviders {
  active: PaymentProvider;
  byId(id: string): PaymentProvider | undefined;
}

export function providerSet(
  active: PaymentProvider,
  others: PaymentProvider[] = [],
): PaymentProviders {
  const all = new Map([active, ...others].map((provider) => [provider.id, provider]));
  return { active, byId: (id) => all.get(id) };
}

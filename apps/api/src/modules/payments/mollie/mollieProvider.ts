import type { PaymentStatus } from '@shop/contract';
import {
  type CreatePaymentInput,
  type PaymentProvider,
  ProviderError,
  type ProviderPayment,
} from '../provider';

export interface MollieOptions {
  apiKey: string;
  /** https://api.mollie.com/v2 in production; a local stand-in in tests. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Mollie's payment as its API answers it (the fields the shop reads). */
interface MolliePayment {
  id: string;
  status: 'open' | 'canceled' | 'pending' | 'authorized' | 'expired' | 'failed' | 'paid';
  _links?: { checkout?: { href: string } };
}

/** Mollie spells `canceled`; an authorized payment is not money yet, so it counts as pending. */
const statusOf: Record<MolliePayment['status'], Exclude<PaymentStatus, 'created'>> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
};

/** Amounts travel as strings with two decimals: 1234 cents -> "12.34". */
export const mollieAmount = (cents: number) => ({
  currency: 'EUR',
  value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
});

/** nl-BE -> nl_BE, as Mollie's checkout expects. */
const mollieLocale = (locale: string) => locale.replace('-', '_');

/** Mollie's Payments API v2: payments are created here and their status always read back. */
export function mollieProvider({
  apiKey,
  baseUrl = 'https://api.mollie.com/v2',
  timeoutMs = 10_000,
  fetch: fetchImpl = fetch,
}: MollieOptions): PaymentProvider {
  async function call(path: string, init: RequestInit & { idempotencyKey?: string } = {}) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${apiKey}`,
      accept: 'application/hal+json',
    };
    if (init.body) headers['content-type'] = 'application/json';
    if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderError(`Mollie could not be reached: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      // Mollie's errors: { status, title, detail, field?, _links }
      throw new ProviderError(
        `Mollie answered ${response.status}: ${String(body.detail ?? body.title ?? 'no detail')}`,
        response.status,
      );
    }
    return body as unknown as MolliePayment;
  }

  const view = (payment: MolliePayment): ProviderPayment => ({
    ref: payment.id,
    status: statusOf[payment.status] ?? 'open',
    checkoutUrl: payment._links?.checkout?.href ?? null,
  });

  return {
    id: 'mollie',
    async createPayment(input: CreatePaymentInput) {
      const payment = await call('/payments', {
        method: 'POST',
        idempotencyKey: input.idempotencyKey,
        body: JSON.stringify({
          amount: mollieAmount(input.amountCents),
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          method: input.method,
          locale: mollieLocale(input.locale),
          metadata: input.metadata,
        }),
      });
      return view(payment);
    },
    async getPayment(ref: string) {
      if (!/^tr_[A-Za-z0-9]+$/.test(ref))
        throw new ProviderError(`Not a Mollie payment id: ${ref}`);
      return view(await call(`/payments/${ref}`));
    },
  };
}

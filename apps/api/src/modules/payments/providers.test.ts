import { describe, expect, it } from 'vitest';
import { paymentConfigFrom } from './providers';

describe('payment provider configuration', () => {
  it('uses the built-in provider outside production', () => {
    expect(paymentConfigFrom({}).provider).toBe('builtin');
    expect(paymentConfigFrom({ NODE_ENV: 'test' }).provider).toBe('builtin');
  });

  it('refuses to start a production shop whose payments anyone could mark paid', () => {
    expect(() => paymentConfigFrom({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER=mollie/);
    expect(
      paymentConfigFrom({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'builtin',
        ALLOW_TEST_PAYMENTS: 'true',
      }).provider,
    ).toBe('builtin');
  });

  it('needs a key for Mollie', () => {
    expect(() => paymentConfigFrom({ PAYMENT_PROVIDER: 'mollie' })).toThrow(/MOLLIE_API_KEY/);
    expect(
      paymentConfigFrom({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'mollie',
        MOLLIE_API_KEY: 'live_x',
      }),
    ).toMatchObject({ provider: 'mollie', mollieApiKey: 'live_x' });
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const demo = {
  NODE_ENV: 'production',
  EXPOSE_OUTBOX: 'true',
  PAYMENT_PROVIDER: 'builtin',
  ALLOW_TEST_PAYMENTS: 'true',
};

describe('configuration guards of a demo reachable from the network', () => {
  it('keeps the outbox page and test payments of the local demo on loopback', () => {
    const config = loadConfig(demo);
    expect(config.exposeOutbox).toBe(true);
    expect(config.payment.provider).toBe('builtin');
    expect(config.warnings).toEqual([]);
  });

  it('refuses test payments when the API listens on a network address', () => {
    expect(() => loadConfig({ ...demo, API_HOST: '0.0.0.0' })).toThrow(/listens on 0\.0\.0\.0/);
  });

  it('refuses test payments when the API is published under a public URL', () => {
    expect(() => loadConfig({ ...demo, API_PUBLIC_URL: 'https://api.example.com' })).toThrow(
      /published as https:\/\/api\.example\.com/,
    );
  });

  it('switches the outbox page off, with a warning, when the API can be reached from outside', () => {
    const config = loadConfig({
      ...demo,
      API_HOST: '0.0.0.0',
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'live_x',
    });
    expect(config.exposeOutbox).toBe(false);
    expect(config.warnings.join()).toMatch(/outbox page is switched off/);
  });

  it('reads TRUST_PROXY as a hop count or as trusted addresses', () => {
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    if (typeof twoHops !== 'function') throw new Error('a hop count is a function of the hop');
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({}).trustProxy).toBe('loopback');
  });
});
